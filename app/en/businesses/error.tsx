"use client";
// The English twin of app/(es)/(shop)/empresas/error.tsx (lib/i18n/routing.ts): the Spanish page's code, in English.
export { default } from "@/app/(es)/(shop)/empresas/error";

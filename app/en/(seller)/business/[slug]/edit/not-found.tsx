"use client";
// The English twin of app/(es)/(seller)/negocio/[slug]/editar/not-found.tsx (lib/i18n/routing.ts): the Spanish page's code, in English.
export { default } from "@/app/(es)/(seller)/negocio/[slug]/editar/not-found";

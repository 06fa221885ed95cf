"use client";

import { useLocale } from "next-intl";
import { localizeHref } from "@/lib/i18n/routing";

/** For client code that builds URLs (form actions, router.push): a Spanish path in the page's language. */
export function useLocalizedHref(): (href: string) => string {
  const locale = useLocale().startsWith("en") ? "en" : "es";
  return (href) => localizeHref(href, locale);
}

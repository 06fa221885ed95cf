"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { LOCALE_COOKIE } from "@/lib/i18n/locale";
import { publicPath } from "@/lib/i18n/public-path";
import { pageAlternates, ENGLISH_PREFIX } from "@/lib/i18n/routing";
import { cn } from "@/lib/utils";

/** Remembers the choice in next-intl's locale cookie (a year), read by the English suggestion. */
export function rememberLanguage(locale: "es" | "en"): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The same page in the other language (its twin in lib/i18n/routing.ts; a Spanish-only page offers
 * the other language's home), with the query kept. A plain link: the two languages are two root
 * layouts, so the switch is a full page load either way.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations("nav");
  const english = useLocale().startsWith("en");
  const path = publicPath(usePathname());
  const pair = pageAlternates(path);
  const target = english ? (pair?.es ?? "/") : (pair?.en ?? ENGLISH_PREFIX);
  return (
    <a
      href={target}
      hrefLang={english ? "es-GT" : "en"}
      lang={english ? "es" : "en"}
      aria-label={t("otherLanguageLabel")}
      className={cn("lang-switch", className)}
      onClick={(event) => {
        rememberLanguage(english ? "es" : "en");
        // Keep the visitor's filters: the query is only known in the browser (cached pages).
        const query = window.location.search;
        if (query && !target.includes("?")) event.currentTarget.href = `${target}${query}`;
      }}
    >
      {t("otherLanguage")}
    </a>
  );
}

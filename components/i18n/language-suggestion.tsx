"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { LOCALE_COOKIE } from "@/lib/i18n/locale";
import { publicPath } from "@/lib/i18n/public-path";
import { pageAlternates } from "@/lib/i18n/routing";
import { rememberLanguage } from "./language-switch";

const DISMISSED = "languageSuggestionDismissed";

/** Closed before; storage that throws (private modes) counts as not closed. */
function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === "true";
  } catch {
    return false;
  }
}

/**
 * One line on a Spanish page for a browser that asks for English, linking to the same page in
 * English: never a redirect (crawlers and people reach the page they asked for). Decided in the
 * browser, since cached pages cannot read Accept-Language; not shown once the visitor chose a
 * language (the locale cookie) or closed it.
 */
export function LanguageSuggestion() {
  const t = useTranslations("nav");
  const spanish = !useLocale().startsWith("en");
  const pair = pageAlternates(publicPath(usePathname()));
  const [show, setShow] = useState(false);
  useEffect(() => {
    const chose = document.cookie.split(/;\s*/).some((c) => c.startsWith(`${LOCALE_COOKIE}=`));
    const prefersEnglish = (navigator.languages?.[0] ?? navigator.language ?? "").toLowerCase().startsWith("en");
    // Read once after hydration: the server HTML never holds the line.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShow(prefersEnglish && !chose && !dismissed());
  }, []);
  if (!spanish || !pair || !show) return null;
  // Over the top of the page, not in its flow: it appears after hydration, and in the flow it
  // pushed the whole page down (a layout shift of 0.043 on every page for an English browser).
  return (
    <p
      lang="en"
      className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-3 border-b bg-muted px-4 py-2 text-sm shadow-sm"
      data-testid="language-suggestion"
    >
      <span>{t("englishSuggestion")}</span>
      <a href={pair.en} hrefLang="en" className="font-medium underline" onClick={() => rememberLanguage("en")}>
        {t("englishSuggestionLink")}
      </a>
      <button
        type="button"
        className="rounded px-2 text-muted-foreground hover:bg-background"
        aria-label={t("englishSuggestionClose")}
        onClick={() => {
          try {
            localStorage.setItem(DISMISSED, "true");
          } catch {
            // Closed for this page only.
          }
          setShow(false);
        }}
      >
        ×
      </button>
    </p>
  );
}

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
  return (
    <p
      lang="en"
      className="flex items-center justify-center gap-3 bg-muted px-4 py-2 text-sm"
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

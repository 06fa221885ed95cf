"use client";

import { useEffect } from "react";
import Link from "@/components/i18n/link";
import { Cookie } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { COOKIE_CONSENT_ATTR, COOKIE_CONSENT_KEY } from "./boot-script";
import { parseCookieConsent, saveCookieConsent } from "./cookie-consent";

/**
 * Shown until the visitor accepts or rejects. Rendered on the server and hidden by CSS when
 * <html data-cookie-consent> is set, so a visitor who already answered never sees it flash.
 */
export function CookieBanner() {
  const t = useTranslations("cookieBanner");

  // Re-check after hydration with the same rules as the boot script (another tab may have answered).
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(COOKIE_CONSENT_KEY);
    } catch {
      // Storage blocked: ask again.
    }
    const consent = parseCookieConsent(stored);
    if (consent) document.documentElement.setAttribute(COOKIE_CONSENT_ATTR, consent.status);
    else document.documentElement.removeAttribute(COOKIE_CONSENT_ATTR);
  }, []);

  return (
    <section
      aria-label={t("label")}
      data-slot="cookie-banner"
      className="fixed inset-x-2 bottom-18 z-40 rounded-xl border bg-card p-4 text-card-foreground shadow-lg in-data-[cookie-consent]:hidden md:inset-x-auto md:right-4 md:bottom-4 md:max-w-md"
    >
      <div className="flex gap-3">
        <Cookie className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-1">
          <h2 className="text-sm font-semibold">{t("title")}</h2>
          <p className="text-sm text-muted-foreground">
            {t("message")}{" "}
            <Link href="/cookies" className="font-medium text-primary underline underline-offset-4">
              {t("more")}
              {/* "Más información" alone does not say where the link goes (screen readers, search engines). */}
              <span className="sr-only"> {t("moreTopic")}</span>
            </Link>
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => saveCookieConsent("rejected")}>
          {t("reject")}
        </Button>
        <Button size="sm" onClick={() => saveCookieConsent("accepted")}>
          {t("accept")}
        </Button>
      </div>
    </section>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/feedback/toast";
import { Mail } from "@/components/ui/icons";

/**
 * The home's newsletter box (email input). 'Suscribirse' has no backend yet: rather than pretend,
 * it says so in a toast and sends nothing (a plain button, not a form submit, so the e-mail never
 * leaves the page). A client view with the home's bundled words (home-data.ts).
 */
export function NewsletterBox() {
  const t = useTranslations("home");
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="nl">
      <div className="nl-row">
        <div className="nl-head">
          <Mail className="nl-icon" aria-hidden />
          <div>
            <h2 id="newsletter-title" className="nl-title">
              {t("newsletterTitle")}
            </h2>
            <p className="text-muted-foreground">{t("newsletterText")}</p>
          </div>
        </div>
        <div className="nl-form">
          <label htmlFor="newsletter-email" className="sr-only">
            {t("newsletterLabel")}
          </label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder={t("newsletterPlaceholder")}
            className="nl-input"
          />
          <button type="button" onClick={() => toast.info(t("newsletterUnavailable"))} className="nl-btn">
            {t("newsletterButton")}
          </button>
        </div>
      </div>
      <p className="nl-note">{t("newsletterNote")}</p>
    </section>
  );
}

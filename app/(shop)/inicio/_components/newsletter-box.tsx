import { Mail } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";
import { NewsletterButton } from "./newsletter-button";

/** SPEC Home: newsletter box (email input; honest about having no subscription yet). */
export async function NewsletterBox() {
  const t = await getTranslations("home");
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="nl">
      <div className="nl-row">
        <div className="nl-head">
          <Mail className="nl-icon" aria-hidden />
          <div>
            <h2 id="newsletter-title" className="nl-title">{t("newsletterTitle")}</h2>
            <p className="text-muted-foreground">{t("newsletterText")}</p>
          </div>
        </div>
        <div className="nl-form">
          <label htmlFor="newsletter-email" className="sr-only">{t("newsletterLabel")}</label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder={t("newsletterPlaceholder")}
            className="nl-input"
          />
          <NewsletterButton label={t("newsletterButton")} message={t("newsletterUnavailable")} />
        </div>
      </div>
      <p className="nl-note">{t("newsletterNote")}</p>
    </section>
  );
}

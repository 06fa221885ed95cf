import { Mail } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";
import { NewsletterButton } from "./newsletter-button";

/** SPEC Home: newsletter box (email input; honest about having no subscription yet). */
export async function NewsletterBox() {
  const t = await getTranslations("home");
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="rounded-2xl border bg-card p-6 md:p-8">
      <div className="nl-row">
        <div className="flex items-start gap-3">
          <Mail className="size-8 shrink-0 text-primary" aria-hidden />
          <div>
            <h2 id="newsletter-title" className="text-xl font-bold">{t("newsletterTitle")}</h2>
            <p className="text-muted-foreground">{t("newsletterText")}</p>
          </div>
        </div>
        <div className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
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
      <p className="mt-3 text-xs text-muted-foreground">{t("newsletterNote")}</p>
    </section>
  );
}

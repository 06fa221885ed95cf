import type { Locale } from "@/lib/i18n/locale";
import { getTranslations } from "@/lib/i18n/server";
import { FOOTER_LINKS } from "./nav-links";
import type { FooterTexts } from "./site-footer-view";

/**
 * The footer's fixed words, bundled with the shell (shell-data.ts). The copyright line carries the
 * year, so the server says it on each render (footerRights) rather than a file frozen at build time.
 */
export async function getFooterTexts(
  locale: Locale = "es",
): Promise<Omit<FooterTexts, "homeLabel" | "brand" | "rights">> {
  const t = await getTranslations({ namespace: "footer", locale });
  return {
    blurb: t("blurb"),
    followTitle: t("followTitle"),
    social: [t("social.facebook"), t("social.instagram"), t("social.x")],
    contactTitle: t("contactTitle"),
    address: t("address"),
    phone: t("phone"),
    email: t("email"),
    hours: t("hours"),
    replyTime: t("replyTime"),
    linksTitle: t("linksTitle"),
    links: FOOTER_LINKS.map(({ labelKey }) => t(`links.${labelKey}`)),
  };
}

/** '© {year} CuponGT…' for this year. */
export async function footerRights(): Promise<string> {
  const t = await getTranslations("footer");
  return t("rights", { year: String(new Date().getFullYear()) });
}

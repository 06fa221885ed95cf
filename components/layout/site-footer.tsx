import { getTranslations } from "@/lib/i18n/server";
import { FOOTER_LINKS } from "./nav-links";
import type { FooterTexts } from "./site-footer-view";

/** The footer's words for SiteFooterView, drawn inside ShellView (which adds the logo's, shared with the headers). */
export async function getFooterTexts(): Promise<Omit<FooterTexts, "homeLabel" | "brand">> {
  const t = await getTranslations("footer");
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
    rights: t("rights", { year: String(new Date().getFullYear()) }),
  };
}

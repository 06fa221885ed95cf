import { getTranslations } from "@/lib/i18n/server";
import { FOOTER_LINKS } from "./nav-links";
import { SiteFooterView } from "./site-footer-view";

/** Footer on large screens (lg and up): its words, drawn by the client view (site-footer-view.tsx says why). */
export async function SiteFooter() {
  const [t, tShell] = await Promise.all([getTranslations("footer"), getTranslations("shell")]);
  return (
    <SiteFooterView
      t={{
        homeLabel: tShell("homeLabel"),
        brand: tShell("brand"),
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
      }}
    />
  );
}

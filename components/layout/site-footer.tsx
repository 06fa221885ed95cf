import Link from "next/link";
import { Clock, Mail, MapPin, MessageCircle, Phone } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";

import { Button } from "@/components/ui/button";
import { Logo } from "./logo";
import { FOOTER_LINKS } from "./nav-links";
import { FacebookIcon, InstagramIcon, XIcon } from "./social-icons";

const SOCIAL = [
  { key: "facebook", Icon: FacebookIcon },
  { key: "instagram", Icon: InstagramIcon },
  { key: "x", Icon: XIcon },
] as const;

/** Footer on large screens (lg and up). Contact details are placeholders (SPEC). */
export async function SiteFooter() {
  const t = await getTranslations("footer");
  const tShell = await getTranslations("shell");
  const year = new Date().getFullYear();

  return (
    <footer className="hidden border-t bg-secondary/50 lg:block">
      <div className="mx-auto grid max-w-7xl grid-cols-3 gap-10 px-6 py-10">
        <section className="space-y-3">
          <Logo label={tShell("homeLabel")} brand={tShell("brand")} />
          <p className="text-sm text-muted-foreground">{t("blurb")}</p>
          <h2 className="pt-2 text-sm font-semibold">{t("followTitle")}</h2>
          <div className="flex gap-2">
            {SOCIAL.map(({ key, Icon }) => (
              // No behaviour yet (SPEC): buttons with names, no links.
              <Button key={key} type="button" variant="outline" size="icon" aria-label={t(`social.${key}`)}>
                <Icon className="size-4" />
              </Button>
            ))}
          </div>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-sm font-semibold">
            {t("contactTitle")}
          </h2>
          <address className="space-y-2 text-sm text-muted-foreground not-italic">
            <p className="ft-row">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {t("address")}
            </p>
            <p className="ft-row">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <a href={`tel:${t("phone").replace(/[^+\d]/g, "")}`} className="hover:text-foreground">
                {t("phone")}
              </a>
            </p>
            <p className="ft-row">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${t("email")}`} className="hover:text-foreground">
                {t("email")}
              </a>
            </p>
            <p className="ft-row">
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              {t("hours")}
            </p>
            <p className="ft-row">
              <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
              {t("replyTime")}
            </p>
          </address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-sm font-semibold">
            {t("linksTitle")}
          </h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {FOOTER_LINKS.map(({ href, labelKey }) => (
              <li key={href}>
                <Link href={href} className="ft-link">
                  {t(`links.${labelKey}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">{t("rights", { year: String(year) })}</p>
    </footer>
  );
}

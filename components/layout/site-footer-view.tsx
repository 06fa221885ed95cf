"use client";

import Link from "@/components/i18n/link";
import { Clock, Mail, MapPin, MessageCircle, Phone } from "@/components/ui/icons";
import { Logo } from "./logo";
import { FOOTER_LINKS } from "./nav-links";
import { FacebookIcon, InstagramIcon, XIcon } from "./social-icons";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { DollarsToggle } from "@/components/money/usd-rate";

const SOCIAL_ICONS = [FacebookIcon, InstagramIcon, XIcon] as const;

/** The footer's words, in the order the view uses them (site-footer.tsx fills them from messages/es.json). */
export interface FooterTexts {
  homeLabel: string;
  brand: string;
  blurb: string;
  followTitle: string;
  /** Facebook, Instagram, X. */
  social: readonly [string, string, string];
  contactTitle: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  replyTime: string;
  linksTitle: string;
  /** One label per FOOTER_LINKS entry, same order. */
  links: readonly string[];
  rights: string;
}

/**
 * Footer on large screens (lg and up), on every page. A client component given its words only:
 * as a server tree its markup travelled a second time in every page's React payload (4.7 KB);
 * the server HTML is the same. Contact details are placeholders: the business has none yet.
 */
export function SiteFooterView({ t }: { t: FooterTexts }) {
  return (
    <footer className="hidden border-t bg-secondary/50 lg:block">
      <div className="mx-auto grid max-w-7xl grid-cols-3 gap-10 px-6 py-10">
        <section className="space-y-3">
          <Logo label={t.homeLabel} brand={t.brand} />
          <p className="text-sm text-muted-foreground">{t.blurb}</p>
          <h2 className="pt-2 text-sm font-semibold">{t.followTitle}</h2>
          <div className="flex gap-2">
            {SOCIAL_ICONS.map((Icon, i) => (
              // No social accounts yet: buttons with names, no links. Same classes as <Button variant="outline" size="icon">.
              <button
                key={i}
                data-slot="button"
                className="btn btn-outline size-9"
                type="button"
                aria-label={t.social[i]}
              >
                <Icon className="size-4" />
              </button>
            ))}
          </div>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-sm font-semibold">
            {t.contactTitle}
          </h2>
          <address className="space-y-2 text-sm text-muted-foreground not-italic">
            <p className="ft-row">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {t.address}
            </p>
            <p className="ft-row">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <a href={`tel:${t.phone.replace(/[^+\d]/g, "")}`} className="hover:text-foreground">
                {t.phone}
              </a>
            </p>
            <p className="ft-row">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${t.email}`} className="hover:text-foreground">
                {t.email}
              </a>
            </p>
            <p className="ft-row">
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              {t.hours}
            </p>
            <p className="ft-row">
              <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
              {t.replyTime}
            </p>
          </address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-sm font-semibold">
            {t.linksTitle}
          </h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {FOOTER_LINKS.map(({ href }, i) => (
              <li key={href}>
                <Link href={href} className="ft-link">
                  {t.links[i]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="flex items-center justify-center gap-3 border-t py-4 text-center text-xs text-muted-foreground">
        {t.rights}
        <LanguageSwitch className="text-xs" />
        <DollarsToggle className="rounded-md px-2 py-1 hover:bg-muted" />
      </p>
    </footer>
  );
}

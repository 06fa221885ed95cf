import { Clock, Globe, Mail, MapPin, MessageCircle, Phone } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";
import type { BusinessProfile } from "@/lib/data/catalogue/businesses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { mapsUrl, parseRange, WEEKDAYS } from "../_lib/json-ld";

const waLink = (n: string) => `https://wa.me/${n.replace(/\D/g, "")}`;
const telLink = (n: string) => `tel:${n.replace(/[^\d+]/g, "")}`;

/**
 * About, address with a map link, contact links, and the business-wide week (Guatemala time) when
 * `showHours`: the page turns it off once branches carry hours of their own (branch-hours.tsx).
 */
export async function BusinessInfo({ b, showHours = true }: { b: BusinessProfile; showHours?: boolean }) {
  const t = await getTranslations("businessPage");
  // An English page shows the seller's English description, or the Spanish one marked as such.
  const english = pageLocale() === "en";
  const description = english ? (b.descriptionEn ?? b.description) : b.description;
  const spanishOnly = english && !b.descriptionEn;
  const social = [
    ["x", b.socialXUrl],
    ["instagram", b.socialInstagramUrl],
    ["facebook", b.socialFacebookUrl],
    ["tiktok", b.socialTiktokUrl],
  ].filter((s): s is [string, string] => !!s[1]);
  const link = "inline-flex items-center gap-2 text-primary hover:underline";
  return (
    <aside className="flex flex-col gap-6 rounded-2xl border bg-card p-4 md:p-6">
      {description && (
        <section>
          <h2 className="mb-2 font-semibold">{t("about")}</h2>
          <p lang={spanishOnly ? "es" : undefined} className="text-sm text-muted-foreground">
            {description}
          </p>
          {spanishOnly && (
            <p className="mt-1 text-xs text-muted-foreground" data-testid="spanish-only">
              {t("spanishOnly")}
            </p>
          )}
        </section>
      )}
      {(b.address || b.city) && (
        <section>
          <h2 className="mb-2 font-semibold">{t("address")}</h2>
          <p className="flex items-start gap-2 text-sm">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {[b.address, b.city].filter(Boolean).join(", ")}
          </p>
          <a
            href={mapsUrl(b)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${link} mt-1 text-sm`}
            data-testid="map-link"
          >
            {t("openMap")}
          </a>
        </section>
      )}
      {showHours && b.hours && (
        <section>
          <h2 className="mb-2 flex items-center gap-2 font-semibold">
            <Clock className="size-4" aria-hidden="true" />
            {t("hours")}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="hours">
            {WEEKDAYS.map((day) => {
              const range = parseRange(b.hours?.[day]);
              return [
                <dt key={`${day}-d`} className="text-muted-foreground">
                  {t(`days.${day}`)}
                </dt>,
                <dd key={`${day}-h`}>{range ? `${range[0]} – ${range[1]}` : t("closed")}</dd>,
              ];
            })}
          </dl>
          <p className="mt-1 text-xs text-muted-foreground">{t("hoursNote")}</p>
        </section>
      )}
      <section>
        <h2 className="mb-2 font-semibold">{t("contact")}</h2>
        <ul className="flex flex-col gap-2 text-sm">
          {b.phone && (
            <li>
              <a href={telLink(b.phone)} className={link}>
                <Phone className="size-4" aria-hidden="true" />
                {b.phone}
              </a>
            </li>
          )}
          {b.whatsapp && (
            <li>
              <a href={waLink(b.whatsapp)} target="_blank" rel="noopener noreferrer" className={link}>
                <MessageCircle className="size-4" aria-hidden="true" />
                {t("whatsapp")}
              </a>
            </li>
          )}
          {b.email && (
            <li>
              <a href={`mailto:${b.email}`} className={link}>
                <Mail className="size-4" aria-hidden="true" />
                {b.email}
              </a>
            </li>
          )}
          {b.website && (
            <li>
              <a href={b.website} target="_blank" rel="noopener noreferrer" className={link}>
                <Globe className="size-4" aria-hidden="true" />
                {t("website")}
              </a>
            </li>
          )}
        </ul>
        {social.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-3 text-sm" aria-label={t("social")}>
            {social.map(([key, url]) => (
              <li key={key}>
                <a href={url} target="_blank" rel="noopener noreferrer" className={link}>
                  {t(key as "x")}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}

import { Check, ExternalLink, Mail, MapPin, Phone, X } from "@/components/ui/icons";
import Link from "next/link";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { CouponDetail } from "@/lib/data/coupon-detail";
import type { CouponReview } from "@/lib/data/reviews";
import { CouponTabs } from "./coupon-tabs";
import { ReviewsPanel } from "./reviews-panel";

function List({ items, icon: Icon }: { items: string[]; icon: typeof Check }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The six tabs of SPEC 'Coupon detail', all rendered on the server. */
export async function CouponTabPanels({ coupon, reviews }: { coupon: CouponDetail; reviews: CouponReview[] }) {
  const t = await getTranslations("couponPage");
  const format = await getFormatter();
  const b = coupon.business;
  const mapQuery = [coupon.address, coupon.city ?? b?.city].filter(Boolean).join(", ");
  const validUntil = t("validUntil", { date: format.dateTime(new Date(coupon.endTime), { dateStyle: "long", timeStyle: "short" }) });

  const tabs = [
    {
      value: "descripcion",
      label: t("tabDescription"),
      content: (
        <div className="flex flex-col gap-4">
          <p className="whitespace-pre-line leading-relaxed">{coupon.longDescription ?? coupon.description}</p>
          {coupon.features.length > 0 && (
            <div>
              <h3 className="mb-2 font-semibold">{t("featuresTitle")}</h3>
              <List items={coupon.features} icon={Check} />
            </div>
          )}
        </div>
      ),
    },
    {
      value: "incluye",
      label: t("tabIncluded"),
      content: coupon.included.length > 0 ? <List items={coupon.included} icon={Check} /> : <p className="text-muted-foreground">{t("includedEmpty")}</p>,
    },
    {
      value: "terminos",
      label: t("tabTerms"),
      content: (
        <div className="flex flex-col gap-3">
          {coupon.restrictions.length > 0 ? <List items={coupon.restrictions} icon={X} /> : <p className="text-muted-foreground">{t("termsEmpty")}</p>}
          <p className="text-sm font-medium">{validUntil}</p>
        </div>
      ),
    },
    {
      value: "ubicacion",
      label: t("tabLocation"),
      content: (
        <div className="flex flex-col gap-3">
          <div className="grid aspect-[16/7] place-items-center rounded-lg bg-muted text-sm text-muted-foreground">{t("mapSoon")}</div>
          {mapQuery ? (
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 font-medium text-primary hover:underline"
            >
              <MapPin aria-hidden className="size-4" />
              {mapQuery}
              <span className="sr-only">({t("openMap")})</span>
            </a>
          ) : (
            <p className="text-muted-foreground">{t("addressUnknown")}</p>
          )}
        </div>
      ),
    },
    {
      value: "resenas",
      label: `${t("tabReviews")} (${coupon.reviewCount})`,
      content: <ReviewsPanel couponId={coupon.id} reviews={reviews} average={coupon.ratingAverage} count={coupon.reviewCount} businessName={b?.name ?? null} />,
    },
    {
      value: "negocio",
      label: t("tabBusiness"),
      content: b ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold">{b.name}</h3>
          {b.description && <p className="text-muted-foreground">{b.description}</p>}
          <ul className="flex flex-col gap-1 text-sm">
            {b.address && <li className="flex gap-2"><MapPin aria-hidden className="size-4" />{[b.address, b.city].filter(Boolean).join(", ")}</li>}
            {b.phone && <li className="flex gap-2"><Phone aria-hidden className="size-4" /><span className="sr-only">{t("phone")}</span><a href={`tel:${b.phone.replace(/[^+\d]/g, "")}`} className="hover:underline">{b.phone}</a></li>}
            {b.email && <li className="flex gap-2"><Mail aria-hidden className="size-4" /><span className="sr-only">{t("email")}</span><a href={`mailto:${b.email}`} className="hover:underline">{b.email}</a></li>}
            {b.website && <li className="flex gap-2"><ExternalLink aria-hidden className="size-4" /><span className="sr-only">{t("website")}</span><a href={b.website} target="_blank" rel="noopener noreferrer" className="hover:underline">{b.website}</a></li>}
          </ul>
          {coupon.sellerUserId && (
            <Link href={`/vendedor/${coupon.sellerUserId}`} className="self-start rounded-md border px-4 py-2 text-sm font-medium hover:bg-muted">
              {t("contactSeller")}
            </Link>
          )}
        </div>
      ) : (
        <p className="text-muted-foreground">{t("businessUnavailable")}</p>
      ),
    },
  ];
  return <CouponTabs tabs={tabs} />;
}

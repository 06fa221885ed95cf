"use client";

import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { BranchLinks, type BranchItem } from "@/components/maps/branch-links";
import { BranchMap } from "@/components/maps/branch-map";
import { ReviewsPanel, type ReviewsPanelData } from "./reviews-panel";
import { SpriteIcon } from "./sprite-icon";
import type { SpanishOnly } from "../_lib/localized-coupon";

/** What the six panels show, and nothing else: the island draws them from this. */
export interface CouponTabsData extends ReviewsPanelData {
  text: string | null;
  features: string[];
  included: string[];
  restrictions: string[];
  /** 'Válido hasta el …', formatted on the server. */
  validUntil: string;
  mapQuery: string | null;
  /** The branches the coupon is valid at, with coordinates (the map and 'Cómo llegar'). */
  branches: BranchItem[];
  /** MAP_STYLE_URL, or null for the bundled outline. */
  mapStyleUrl: string | null;
  business: {
    name: string;
    description: string | null;
    /** Address and city joined, or null. */
    address: string | null;
    phone: string | null;
    email: string | null;
    website: string | null;
  } | null;
  sellerUserId: string | null;
  /** On an English page, the texts shown in Spanish (marked lang="es"). */
  spanishOnly?: SpanishOnly;
}

function List({ sprite, items, icon }: { sprite: string; items: string[]; icon: "check" | "x" }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <SpriteIcon sprite={sprite} name={icon} className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function BusinessPanel({ data }: { data: CouponTabsData }) {
  const t = useTranslations("couponPage");
  const b = data.business;
  if (!b) return <p className="text-muted-foreground">{t("businessUnavailable")}</p>;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{b.name}</h3>
      {b.description && (
        <p lang={es(data.spanishOnly?.business)} className="text-muted-foreground">
          {b.description}
        </p>
      )}
      <ul className="flex flex-col gap-1 text-sm">
        {b.address && (
          <li className="flex gap-2">
            <SpriteIcon sprite={data.sprite} name="map-pin" className="size-4" />
            {b.address}
          </li>
        )}
        {b.phone && (
          <li className="flex gap-2">
            <SpriteIcon sprite={data.sprite} name="phone" className="size-4" />
            <span className="sr-only">{t("phone")}</span>
            <a href={`tel:${b.phone.replace(/[^+\d]/g, "")}`} className="hover:underline">
              {b.phone}
            </a>
          </li>
        )}
        {b.email && (
          <li className="flex gap-2">
            <SpriteIcon sprite={data.sprite} name="mail" className="size-4" />
            <span className="sr-only">{t("email")}</span>
            <a href={`mailto:${b.email}`} className="hover:underline">
              {b.email}
            </a>
          </li>
        )}
        {b.website && (
          <li className="flex gap-2">
            <SpriteIcon sprite={data.sprite} name="external-link" className="size-4" />
            <span className="sr-only">{t("website")}</span>
            <a href={b.website} target="_blank" rel="noopener noreferrer" className="hover:underline">
              {b.website}
            </a>
          </li>
        )}
      </ul>
      {data.sellerUserId && (
        <Link
          href={`/vendedor/${data.sellerUserId}`}
          className="self-start rounded-md border px-4 py-2 text-sm font-medium hover:bg-muted"
        >
          {t("contactSeller")}
        </Link>
      )}
    </div>
  );
}

/** The six panels of the coupon page, drawn in the browser's bundle from their data. */
export function useCouponTabs(data: CouponTabsData): { value: string; label: string; content: React.ReactNode }[] {
  const t = useTranslations("couponPage");
  return [
    {
      value: "descripcion",
      label: t("tabDescription"),
      content: (
        <div className="flex flex-col gap-4">
          <p lang={es(data.spanishOnly?.description)} className="leading-relaxed whitespace-pre-line">
            {data.text}
          </p>
          {data.features.length > 0 && (
            <div lang={es(data.spanishOnly?.details)}>
              <h3 className="mb-2 font-semibold">{t("featuresTitle")}</h3>
              <List sprite={data.sprite} items={data.features} icon="check" />
            </div>
          )}
        </div>
      ),
    },
    {
      value: "incluye",
      label: t("tabIncluded"),
      content:
        data.included.length > 0 ? (
          <div lang={es(data.spanishOnly?.details)}>
            <List sprite={data.sprite} items={data.included} icon="check" />
          </div>
        ) : (
          <p className="text-muted-foreground">{t("includedEmpty")}</p>
        ),
    },
    {
      value: "terminos",
      label: t("tabTerms"),
      content: (
        <div className="flex flex-col gap-3">
          {data.restrictions.length > 0 ? (
            <div lang={es(data.spanishOnly?.restrictions)}>
              <List sprite={data.sprite} items={data.restrictions} icon="x" />
            </div>
          ) : (
            <p className="text-muted-foreground">{t("termsEmpty")}</p>
          )}
          <p className="text-sm font-medium">{data.validUntil}</p>
        </div>
      ),
    },
    {
      value: "ubicacion",
      label: t("tabLocation"),
      content: (
        <div className="flex flex-col gap-3">
          {data.branches.length > 0 && (
            <>
              <BranchMap
                points={data.branches.map((b) => ({ lat: b.lat, lng: b.lng, name: b.name }))}
                label={t("mapLabel")}
                loading={t("mapLoading")}
                styleUrl={data.mapStyleUrl}
              />
              <BranchLinks
                branches={data.branches}
                labels={{ directions: t("directions"), waze: "Waze", googleMaps: "Google Maps" }}
              />
            </>
          )}
          {data.branches.length > 0 ? null : data.mapQuery ? (
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(data.mapQuery)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 font-medium text-primary hover:underline"
            >
              <SpriteIcon sprite={data.sprite} name="map-pin" className="size-4" />
              {data.mapQuery}
              <span className="sr-only">({t("openMap")})</span>
            </a>
          ) : (
            <p className="text-muted-foreground">{t("addressUnknown")}</p>
          )}
        </div>
      ),
    },
    { value: "resenas", label: `${t("tabReviews")} (${data.count})`, content: <ReviewsPanel data={data} /> },
    { value: "negocio", label: t("tabBusiness"), content: <BusinessPanel data={data} /> },
  ];
}

const es = (spanish: boolean | undefined) => (spanish ? "es" : undefined);

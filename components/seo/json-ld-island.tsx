"use client";

import { useLocale } from "next-intl";
import { localizeJsonLd } from "@/lib/seo/json-ld-locale";
import { serializeJsonLd } from "@/lib/seo/serialize-json-ld";

/*
 * JSON-LD rendered by a client component: the same <script> in the server HTML, but React's payload
 * carries the data as props instead of the serialised string, which it would escape a second time
 * (every quote four characters). A coupon list goes as its ids only.
 */

/** Any structured data, given as the object JsonLd would serialise. */
export function JsonLdIsland({ data, origin }: { data: object; origin?: string }) {
  const locale = useLocale().startsWith("en") ? "en" : "es";
  // The site's origin (the server's siteOrigin()), which the data's links to this site start with.
  const localized = localizeJsonLd(data, locale, origin ?? null);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(localized) }} />;
}

interface CouponItemListProps {
  name: string;
  /** The list's own page, absolute; omitted for a list without one. */
  url?: string;
  /** The site's origin ("https://cupongt.com"), coupon pages being `${site}/cupon/${id}`. */
  site: string;
  ids: string[];
}

/** An ItemList of coupon pages for search engines, position and URL only (Google's summary-page form). */
export function CouponItemListJsonLd({ name, url, site, ids }: CouponItemListProps) {
  const data = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    ...(url !== undefined && { url }),
    numberOfItems: ids.length,
    itemListElement: ids.map((id, i) => ({ "@type": "ListItem", position: i + 1, url: `${site}/cupon/${id}` })),
  };
  return <JsonLdIsland data={data} origin={site} />;
}

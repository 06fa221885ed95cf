import type { ItemList, WithContext } from "schema-dts";
import { JsonLd } from "@/components/seo/json-ld";
import type { CouponSummary } from "@/lib/data/coupons";
import { absoluteUrl } from "@/lib/seo/metadata";

/**
 * PRODUCT 8: an ItemList of the coupons a listing shows, in order, in Google's summary-page form:
 * position and URL only (each coupon's page carries its own name and offer), so the list, which is
 * in the HTML and again in React's payload, stays small.
 */
export function CouponListJsonLd({ name, path, coupons }: { name: string; path: string; coupons: CouponSummary[] }) {
  const data: WithContext<ItemList> = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url: absoluteUrl(path),
    numberOfItems: coupons.length,
    itemListElement: coupons.map((c, i) => ({ "@type": "ListItem", position: i + 1, url: absoluteUrl(`/cupon/${c.id}`) })),
  };
  return <JsonLd data={data} />;
}

import { CouponItemListJsonLd } from "@/components/seo/json-ld-island";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import { absoluteUrl } from "@/lib/seo/metadata";

/**
 * An ItemList (for search engines) of the coupons a listing shows, in order, in Google's summary-page form:
 * position and URL only (each coupon's page carries its own name and offer). Built by a client
 * component from the ids, so React's payload does not repeat the list as an escaped string.
 */
export function CouponListJsonLd({ name, path, coupons }: { name: string; path: string; coupons: CouponSummary[] }) {
  const site = absoluteUrl("/").replace(/\/$/, "");
  return <CouponItemListJsonLd name={name} url={absoluteUrl(path)} site={site} ids={coupons.map((c) => c.id)} />;
}

import type { ItemList } from "schema-dts";
import { JsonLd } from "@/components/seo/json-ld";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import { absoluteUrl } from "@/lib/seo/metadata";

/** schema.org ItemList of the coupons shown, for search engines, positions following the page; summary-page form (position and URL, as coupon-list-json-ld.tsx). */
export function CouponItemListJsonLd({
  items,
  offset = 0,
  name,
}: {
  items: CouponSummary[];
  offset?: number;
  name: string;
}) {
  return (
    <JsonLd<ItemList>
      data={{
        "@context": "https://schema.org",
        "@type": "ItemList",
        name,
        numberOfItems: items.length,
        itemListElement: items.map((c, i) => ({
          "@type": "ListItem",
          position: offset + i + 1,
          url: absoluteUrl(`/cupon/${c.id}`),
        })),
      }}
    />
  );
}

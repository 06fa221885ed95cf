import type { BreadcrumbList, Product } from "schema-dts";
import { JsonLd } from "@/components/seo/json-ld";
import type { CouponDetail } from "@/lib/data/catalogue/coupon-detail";
import { couponBreadcrumbJsonLd, couponProductJsonLd } from "@/lib/seo/coupon-json-ld";

/** Product + Offer (+ AggregateRating when reviewed) and the breadcrumb, for rich search results. */
export function CouponJsonLd({ coupon, homeLabel }: { coupon: CouponDetail; homeLabel: string }) {
  return (
    <>
      <JsonLd<Product> data={couponProductJsonLd(coupon)} />
      <JsonLd<BreadcrumbList> data={couponBreadcrumbJsonLd(coupon, homeLabel)} />
    </>
  );
}

import type { BreadcrumbList, Product, WithContext } from "schema-dts";
import type { CouponDetail } from "@/lib/data/catalogue/coupon-detail";
import { getCategory } from "@/lib/domain/categories";
import { toGuatemalaDateTimeLocal } from "@/lib/domain/guatemala-time";
import { fromCents } from "@/lib/domain/money";
import { categoryHref } from "@/lib/domain/url-state/search";
import { absoluteUrl } from "@/lib/seo/metadata";

type CouponForJsonLd = Pick<
  CouponDetail,
  | "id"
  | "title"
  | "description"
  | "longDescription"
  | "category"
  | "gallery"
  | "imageUrl"
  | "business"
  | "discountPriceCents"
  | "remaining"
  | "endTime"
  | "ratingAverage"
  | "reviewCount"
>;

/** The coupon's last day on Guatemala's clock ("2026-12-24"): Google's priceValidUntil is a date. */
export function priceValidUntil(endTime: string): string {
  return toGuatemalaDateTimeLocal(new Date(endTime)).slice(0, 10);
}

/** Product + Offer (+ AggregateRating only with real reviews), by Google's merchant rules. */
export function couponProductJsonLd(coupon: CouponForJsonLd): WithContext<Product> {
  const url = absoluteUrl(`/cupon/${coupon.id}`);
  const category = getCategory(coupon.category);
  const gallery = coupon.gallery.length > 0 ? coupon.gallery : coupon.imageUrl ? [coupon.imageUrl] : [];
  // Raster images only; a coupon without photos has its generated share image (a PNG).
  const images = gallery.filter((src) => !/\.svg(\?|$)/i.test(src)).map((src) => absoluteUrl(src));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: coupon.title,
    description: coupon.longDescription ?? coupon.description ?? coupon.title,
    url,
    sku: coupon.id,
    category: category?.name ?? coupon.category,
    image: images.length > 0 ? images : [absoluteUrl(`/cupon/${coupon.id}/opengraph-image`)],
    ...(coupon.business ? { brand: { "@type": "Brand", name: coupon.business.name } } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: fromCents(coupon.discountPriceCents),
      priceCurrency: "GTQ",
      priceValidUntil: priceValidUntil(coupon.endTime),
      availability: coupon.remaining > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      validThrough: coupon.endTime,
      ...(coupon.business
        ? {
            seller: {
              "@type": "Organization",
              name: coupon.business.name,
              url: absoluteUrl(`/negocio/${coupon.business.slug}`),
            },
          }
        : {}),
    },
    ...(coupon.ratingAverage !== null && coupon.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: coupon.ratingAverage.toFixed(1),
            reviewCount: coupon.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Inicio › category › coupon, absolute URLs, positions 1..n. */
export function couponBreadcrumbJsonLd(
  coupon: Pick<CouponDetail, "id" | "title" | "category">,
  homeLabel: string,
): WithContext<BreadcrumbList> {
  const category = getCategory(coupon.category);
  const crumbs = [
    { name: homeLabel, url: absoluteUrl("/") },
    ...(category ? [{ name: category.name, url: absoluteUrl(categoryHref(category.id)) }] : []),
    { name: coupon.title, url: absoluteUrl(`/cupon/${coupon.id}`) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: c.url })),
  };
}

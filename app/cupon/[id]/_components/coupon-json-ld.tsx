import type { BreadcrumbList, Product } from "schema-dts";
import { JsonLd } from "@/components/seo/json-ld";
import type { CouponDetail } from "@/lib/data/coupon-detail";
import { getCategory } from "@/lib/domain/categories";
import { fromCents } from "@/lib/domain/money";
import { categoryHref } from "@/lib/domain/url-state/search";
import { absoluteUrl } from "@/lib/seo/metadata";

/** Product + Offer (+ AggregateRating when reviewed) and the breadcrumb (PRODUCT 8). */
export function CouponJsonLd({ coupon, homeLabel }: { coupon: CouponDetail; homeLabel: string }) {
  const url = absoluteUrl(`/cupon/${coupon.id}`);
  const category = getCategory(coupon.category);
  const images = coupon.gallery.length > 0 ? coupon.gallery : coupon.imageUrl ? [coupon.imageUrl] : [];
  const product: Product = {
    "@type": "Product",
    name: coupon.title,
    description: coupon.longDescription ?? coupon.description ?? coupon.title,
    url,
    category: category?.name ?? coupon.category,
    ...(images.length > 0 ? { image: images.map((src) => absoluteUrl(src)) } : {}),
    ...(coupon.business ? { brand: { "@type": "Brand", name: coupon.business.name } } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: fromCents(coupon.discountPriceCents),
      priceCurrency: "GTQ",
      availability: coupon.remaining > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      validThrough: coupon.endTime,
      ...(coupon.business ? { seller: { "@type": "Organization", name: coupon.business.name, url: absoluteUrl(`/negocio/${coupon.business.slug}`) } } : {}),
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
  const crumbs = [
    { name: homeLabel, url: absoluteUrl("/") },
    ...(category ? [{ name: category.name, url: absoluteUrl(categoryHref(category.id)) }] : []),
    { name: coupon.title, url },
  ];
  const breadcrumb: BreadcrumbList = {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: c.url })),
  };
  return (
    <>
      <JsonLd<Product> data={{ "@context": "https://schema.org", ...product }} />
      <JsonLd<BreadcrumbList> data={{ "@context": "https://schema.org", ...breadcrumb }} />
    </>
  );
}

import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { listCouponBranches } from "@/lib/places/data/branches";
import { env } from "@/lib/env";
import type { LocalizedCoupon } from "../_lib/localized-coupon";
import type { CouponReview } from "@/lib/data/catalogue/reviews";
import { SPRITE_VERSION } from "@/components/ui/sprite-version";
import { CouponTabs, type CouponTabsData } from "./coupon-tabs";
import { spriteHref } from "./sprite-icon";

/**
 * The six tabs of the coupon page. Only their data goes to the client island, which draws
 * the panels: passed as server elements, every tag and class of the panels would be sent twice
 * (markup, then again in the React payload). Dates are formatted here, in the site's time zone,
 * so the server HTML and the browser's render agree.
 */
export async function CouponTabPanels({ coupon, reviews }: { coupon: LocalizedCoupon; reviews: CouponReview[] }) {
  const b = coupon.business;
  const [t, tm, format, branches] = await Promise.all([
    getTranslations("couponPage"),
    getTranslations("moderation"),
    getFormatter(),
    coupon.businessId ? listCouponBranches(coupon.id, coupon.businessId) : Promise.resolve([]),
  ]);
  const data: CouponTabsData = {
    couponId: coupon.id,
    sprite: spriteHref(SPRITE_VERSION),
    text: coupon.longDescription ?? coupon.description,
    features: coupon.features,
    included: coupon.included,
    restrictions: coupon.restrictions,
    // Only on English pages, and only when set: the Spanish page's payload stays as it was.
    ...(Object.values(coupon.spanishOnly).some(Boolean) && { spanishOnly: coupon.spanishOnly }),
    validUntil: t("validUntil", {
      date: format.dateTime(new Date(coupon.endTime), { dateStyle: "long", timeStyle: "short" }),
    }),
    mapQuery: [coupon.address, coupon.city ?? b?.city].filter(Boolean).join(", ") || null,
    branches: branches.map(({ id, name, address, lat, lng, phone }) => ({ id, name, address, lat, lng, phone })),
    mapStyleUrl: env.MAP_STYLE_URL ?? null,
    business: b
      ? {
          name: b.name,
          description: b.description,
          address: b.address ? [b.address, b.city].filter(Boolean).join(", ") : null,
          phone: b.phone,
          email: b.email,
          website: b.website,
        }
      : null,
    sellerUserId: coupon.sellerUserId,
    average: coupon.ratingAverage,
    count: coupon.reviewCount,
    replyHeading: !reviews.some((r) => r.reply)
      ? ""
      : b
        ? tm("replyFromBusiness", { business: b.name })
        : tm("replyFromBusinessFallback"),
    reviews: reviews.map((r) => ({
      id: r.id,
      name: r.reviewerName,
      rating: r.rating,
      verified: r.verified,
      at: r.createdAt,
      date: format.dateTime(new Date(r.createdAt), { dateStyle: "medium" }),
      comment: r.comment,
      reply: r.reply?.body ?? null,
    })),
  };
  return <CouponTabs data={data} />;
}

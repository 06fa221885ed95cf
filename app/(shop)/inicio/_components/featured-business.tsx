import { getTranslations } from "@/lib/i18n/server";
import type { HomeBusiness } from "@/lib/data/home";
import { getCategory } from "@/lib/domain/categories";
import { FeaturedBusinessView } from "./featured-business-view";

const DAYS = ["lun", "mar", "mie", "jue", "vie", "sab", "dom"] as const;

/** SPEC Home: featured business card (lg and up), a real verified business with real figures. */
export async function FeaturedBusiness({ business: b }: { business: HomeBusiness }) {
  const t = await getTranslations("home");
  const hours = DAYS.map((d) => [d, b.hours?.[d] ?? null] as const).filter(([, h]) => h);
  const rating = b.rating === null ? null : b.rating.toFixed(1);
  return (
    <FeaturedBusinessView
      b={{
        slug: b.slug,
        name: b.name,
        logo: b.logoUrl,
        category: getCategory(b.category ?? "")?.name ?? b.category ?? "",
        rating,
        ratingLabel: rating === null ? "" : t("businessRating", { rating }),
        reviews: rating === null ? t("businessNoReviews") : t("businessReviews", { n: b.reviews }),
        description: b.description,
        followers: b.followers,
        active: b.activeCoupons,
        location: [b.address, b.city].filter(Boolean).join(", ") || "—",
        hours: hours.length === 0 ? t("featuredHoursUnknown") : hours.map(([d, h]) => `${d} ${h}`).join(" · "),
        labels: [
          t("featuredLabel"),
          t("businessVerified"),
          t("featuredFollow"),
          t("featuredFollowers"),
          t("featuredActive"),
          t("featuredLocation"),
          t("featuredHours"),
          t("featuredSeeProfile"),
        ],
      }}
    />
  );
}

import type { HomeBusiness } from "@/lib/data/catalogue/home";
import { getCategory } from "@/lib/i18n/page-categories";
import { FeaturedBusinessView } from "./featured-business-view";

const DAYS = ["lun", "mar", "mie", "jue", "vie", "sab", "dom"] as const;

/** The home's featured business card (lg and up), a real verified business with real figures. */
export function FeaturedBusiness({ business: b }: { business: HomeBusiness }) {
  const hours = DAYS.map((d) => [d, b.hours?.[d] ?? null] as const).filter(([, h]) => h);
  return (
    <FeaturedBusinessView
      b={{
        slug: b.slug,
        name: b.name,
        logo: b.logoUrl,
        category: getCategory(b.category ?? "")?.name ?? b.category ?? "",
        rating: b.rating === null ? null : b.rating.toFixed(1),
        reviews: b.reviews,
        description: b.description,
        followers: b.followers,
        active: b.activeCoupons,
        location: [b.address, b.city].filter(Boolean).join(", ") || "—",
        hours: hours.length === 0 ? null : hours.map(([d, h]) => `${d} ${h}`).join(" · "),
      }}
    />
  );
}

import { BadgeCheck, Star, Users } from "@/components/ui/icons";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import type { BusinessCardData } from "@/lib/data/catalogue/businesses";
import { getCategory } from "@/lib/i18n/page-categories";
import { cn } from "@/lib/utils";

/** A directory card: real rating, reviews and followers (no invented figures), linking to /negocio/{slug}. */
export async function BusinessCard({
  business: b,
  view,
  distance,
}: {
  business: BusinessCardData;
  view: "grid" | "list";
  /** On a near-me listing: 'a 1.2 km' to the nearest branch. */
  distance?: string;
}) {
  const t = await getTranslations("directoryPage");
  const category = b.category ? (getCategory(b.category)?.name ?? b.category) : null;
  return (
    <Link
      href={`/negocio/${b.slug}`}
      data-business={b.slug}
      data-verified={b.isVerified ? "true" : "false"}
      className={cn(
        "flex gap-4 rounded-xl border bg-card p-4 shadow-sm transition hover:shadow-md",
        view === "grid" ? "flex-col" : "flex-row items-center",
      )}
    >
      <div className="flex items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- small local logos need no optimisation */}
        <img
          src={b.logoUrl ?? "/icon.svg"}
          alt={t("logoAlt", { name: b.name })}
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-lg border bg-muted object-cover"
        />
        <div className="min-w-0">
          <h2 className="line-clamp-2 leading-tight font-semibold">{b.name}</h2>
          {b.isVerified && (
            <span className="inline-flex items-center gap-0.5 text-xs font-medium text-primary">
              <BadgeCheck className="size-4" aria-hidden="true" />
              {t("verified")}
            </span>
          )}
          <p className="text-sm text-muted-foreground">{[category, b.city].filter(Boolean).join(" · ")}</p>
          {distance && (
            <p className="text-sm font-medium" data-testid="business-distance">
              {distance}
            </p>
          )}
        </div>
      </div>
      {b.description && (
        <p className={cn("line-clamp-2 text-sm text-muted-foreground", view === "list" && "hidden flex-1 md:block")}>
          {b.description}
        </p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1" data-stat="rating">
          <Star className="size-4 text-amber-500" aria-hidden="true" />
          {b.stats.rating === null
            ? t("noReviews")
            : t("rating", { rating: b.stats.rating.toFixed(1), count: b.stats.reviews })}
        </span>
        <span className="inline-flex items-center gap-1" data-stat="followers">
          <Users className="size-4" aria-hidden="true" />
          {t("followers", { count: b.stats.followers })}
        </span>
        <span className="text-muted-foreground" data-stat="coupons">
          {t("activeCoupons", { count: b.stats.activeCoupons })}
        </span>
      </div>
    </Link>
  );
}

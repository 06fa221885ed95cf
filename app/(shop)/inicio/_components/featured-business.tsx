import { BadgeCheck, Clock, MapPin, Star } from "@/components/ui/icons";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { HomeBusiness } from "@/lib/data/home";
import { getCategory } from "@/lib/domain/categories";
import { BusinessLogo } from "./business-logo";

const DAYS = ["lun", "mar", "mie", "jue", "vie", "sab", "dom"] as const;

/** SPEC Home: featured business card (lg and up), a real verified business with real figures. */
export async function FeaturedBusiness({ business: b }: { business: HomeBusiness }) {
  const t = await getTranslations("home");
  const hours = DAYS.map((d) => [d, b.hours?.[d] ?? null] as const).filter(([, h]) => h);
  return (
    <article aria-labelledby="featured-name" className="fb" data-testid="featured-business">
      <p className="fb-label">{t("featuredLabel")}</p>
      <div className="mt-3 flex items-center gap-3">
        <BusinessLogo name={b.name} logoUrl={b.logoUrl} size={64} />
        <div className="min-w-0 flex-1">
          <h3 id="featured-name" className="flex items-center gap-1 text-lg font-bold">
            <span className="truncate">{b.name}</span>
            <BadgeCheck className="size-5 shrink-0 text-primary" aria-label={t("businessVerified")} />
          </h3>
          <p className="text-sm text-muted-foreground">{getCategory(b.category ?? "")?.name ?? b.category}</p>
          <p className="flex items-center gap-1 text-sm">
            {b.rating !== null ? (
              <>
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                <span aria-label={t("businessRating", { rating: b.rating.toFixed(1) })}>{b.rating.toFixed(1)}</span>
                <span className="text-muted-foreground">({t("businessReviews", { n: b.reviews })})</span>
              </>
            ) : (
              <span className="text-muted-foreground">{t("businessNoReviews")}</span>
            )}
          </p>
        </div>
        {/* Following needs an account; the toggle arrives with accounts. */}
        <Link href="/auth" className="fb-follow">
          {t("featuredFollow")}
        </Link>
      </div>
      {b.description && <p className="fb-desc">{b.description}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground">{t("featuredFollowers")}</dt>
          <dd className="text-xl font-bold">{b.followers}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground">{t("featuredActive")}</dt>
          <dd className="text-xl font-bold">{b.activeCoupons}</dd>
        </div>
        <div className="col-span-2 flex gap-2">
          <dt><MapPin className="size-4 text-muted-foreground" aria-label={t("featuredLocation")} /></dt>
          <dd>{[b.address, b.city].filter(Boolean).join(", ") || "—"}</dd>
        </div>
        <div className="col-span-2 flex gap-2">
          <dt><Clock className="size-4 text-muted-foreground" aria-label={t("featuredHours")} /></dt>
          <dd>{hours.length === 0 ? t("featuredHoursUnknown") : hours.map(([d, h]) => `${d} ${h}`).join(" · ")}</dd>
        </div>
      </dl>
      <Link href={`/negocio/${b.slug}`} className="fb-more">{t("featuredSeeProfile")}</Link>
    </article>
  );
}

import { BadgeCheck, Pencil, Star, Ticket } from "@/components/ui/icons";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { SiteImage } from "@/components/media/site-image";
import type { BusinessProfile } from "@/lib/data/catalogue/businesses";
import { getCategory } from "@/lib/i18n/page-categories";
import { FollowToggle } from "./follow-toggle";

/** Cover, logo, name, verified badge, the real figures (no invented ones) and the follow island. */
export async function BusinessHeader({ b }: { b: BusinessProfile }) {
  const t = await getTranslations("businessPage");
  const category = b.category ? (getCategory(b.category)?.name ?? b.category) : null;
  return (
    <header className="overflow-hidden rounded-2xl border bg-card">
      <div className="aspect-[3/1] max-h-72 w-full bg-muted">
        {b.coverUrl && (
          <SiteImage
            src={b.coverUrl}
            alt={t("coverAlt", { name: b.name })}
            width={1200}
            height={400}
            preload
            sizes="(max-width: 1280px) 100vw, 1280px"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-4 p-4 md:flex-row md:items-end md:p-6">
        <SiteImage
          src={b.logoUrl ?? "/icon.svg"}
          alt={t("logoAlt", { name: b.name })}
          width={96}
          height={96}
          className="-mt-16 size-24 rounded-xl border-4 border-card bg-muted object-cover"
        />
        <div className="flex-1">
          {/* The heading holds the name only (crawlers and screen readers read it whole); the
              badge sits beside it with its own label. */}
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold md:text-3xl">{b.name}</h1>
            {b.isVerified && (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-sm font-medium text-primary"
                data-testid="verified-badge"
                title={t("verifiedLabel")}
              >
                <BadgeCheck className="size-4" aria-hidden="true" />
                <span aria-hidden="true">{t("verified")}</span>
                <span className="sr-only">{t("verifiedLabel")}</span>
              </span>
            )}
          </div>
          <p className="text-muted-foreground">{[category, b.city].filter(Boolean).join(" · ")}</p>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <li className="inline-flex items-center">
              <FollowToggle businessId={b.id} slug={b.slug} initialFollowers={b.stats.followers} />
            </li>
            <li className="inline-flex items-center gap-1" data-stat="rating">
              <Star className="size-4 text-amber-500" aria-hidden="true" />
              {b.stats.rating === null
                ? t("noReviews")
                : t("rating", { rating: b.stats.rating.toFixed(1), count: b.stats.reviews })}
            </li>
            <li className="inline-flex items-center gap-1" data-stat="coupons">
              <Ticket className="size-4" aria-hidden="true" />
              {t("activeCoupons", { count: b.stats.activeCoupons })}
            </li>
          </ul>
        </div>
        <Link
          href={`/negocio/${b.id}/editar`}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t("editLink")}
        </Link>
      </div>
    </header>
  );
}

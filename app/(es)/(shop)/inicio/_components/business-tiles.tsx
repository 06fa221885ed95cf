"use client";

import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { BadgeCheck, Star } from "@/components/ui/icons";
import { BusinessLogo } from "./business-logo";

/** One business of the home's list: its data, worded by the view. */
export interface BusinessTile {
  slug: string;
  name: string;
  logo: string | null;
  /** "Category · City". */
  meta: string;
  /** "4.8", or null when nobody reviewed it. */
  rating: string | null;
  reviews: number;
  /** Active coupons. */
  coupons: number;
}

/**
 * The home's verified businesses. A client view with the home's bundled words (home-data.ts), so
 * React's payload carries each tile's data rather than its labels or a second copy of its markup.
 */
export function BusinessTiles({ items }: { items: BusinessTile[] }) {
  const t = useTranslations("home");
  return (
    <ul className="biz-grid">
      {items.map((b) => (
        <li key={b.slug}>
          <Link href={`/negocio/${b.slug}`} className="biz-tile">
            <BusinessLogo name={b.name} logoUrl={b.logo} />
            <div className="min-w-0">
              <p className="biz-name">
                <span className="truncate">{b.name}</span>
                <BadgeCheck className="biz-check" aria-label={t("businessVerified")} />
              </p>
              <p className="biz-meta">{b.meta}</p>
              <p className="biz-rating">
                {b.rating !== null ? (
                  <>
                    <Star className="biz-star" aria-hidden />
                    <span>{b.rating}</span>
                    <span className="text-muted-foreground">({t("businessReviews", { n: b.reviews })})</span>
                  </>
                ) : (
                  <span className="text-muted-foreground">{t("businessNoReviews")}</span>
                )}
              </p>
              <p className="biz-count">{t("businessCoupons", { n: b.coupons })}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

"use client";

import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { BadgeCheck, Clock, MapPin, Star } from "@/components/ui/icons";
import { BusinessLogo } from "./business-logo";

/** The featured business's data; the view words it (the home's words are bundled, home-data.ts). */
export interface FeaturedBusinessText {
  slug: string;
  name: string;
  logo: string | null;
  category: string;
  /** "4.8", or null without reviews. */
  rating: string | null;
  reviews: number;
  description: string | null;
  followers: number;
  active: number;
  location: string;
  /** "lun 9:00-18:00 · …", or null when the business has published none. */
  hours: string | null;
}

/**
 * The home's featured business card (lg and up). A client view given the business's data, so
 * React's payload carries neither its labels nor a second copy of its markup; same server HTML.
 */
export function FeaturedBusinessView({ b }: { b: FeaturedBusinessText }) {
  const t = useTranslations("home");
  const reviews = b.rating === null ? t("businessNoReviews") : t("businessReviews", { n: b.reviews });
  return (
    <article aria-labelledby="featured-name" className="fb" data-testid="featured-business">
      <p className="fb-label">{t("featuredLabel")}</p>
      <div className="fb-head">
        <BusinessLogo name={b.name} logoUrl={b.logo} size={64} />
        <div className="min-w-0 flex-1">
          <h3 id="featured-name" className="fb-name">
            <span className="truncate">{b.name}</span>
            <BadgeCheck className="fb-check" aria-label={t("businessVerified")} />
          </h3>
          <p className="fb-cat">{b.category}</p>
          <p className="fb-rating">
            {b.rating !== null ? (
              <>
                <Star className="star-on" aria-hidden />
                <span aria-label={t("businessRating", { rating: b.rating })}>{b.rating}</span>
                <span className="text-muted-foreground">({reviews})</span>
              </>
            ) : (
              <span className="text-muted-foreground">{reviews}</span>
            )}
          </p>
        </div>
        {/* Following needs an account; the toggle arrives with accounts. */}
        <Link href="/auth" className="fb-follow">
          {t("featuredFollow")}
        </Link>
      </div>
      {b.description && <p className="fb-desc">{b.description}</p>}
      <dl className="fb-facts">
        <div className="fb-fact">
          <dt className="text-muted-foreground">{t("featuredFollowers")}</dt>
          <dd className="fb-num">{b.followers}</dd>
        </div>
        <div className="fb-fact">
          <dt className="text-muted-foreground">{t("featuredActive")}</dt>
          <dd className="fb-num">{b.active}</dd>
        </div>
        <div className="fb-line">
          <dt>
            <MapPin className="fb-icon" aria-label={t("featuredLocation")} />
          </dt>
          <dd>{b.location}</dd>
        </div>
        <div className="fb-line">
          <dt>
            <Clock className="fb-icon" aria-label={t("featuredHours")} />
          </dt>
          <dd>{b.hours ?? t("featuredHoursUnknown")}</dd>
        </div>
      </dl>
      <Link href={`/negocio/${b.slug}`} className="fb-more">
        {t("featuredSeeProfile")}
      </Link>
    </article>
  );
}

"use client";

import Link from "next/link";
import { BadgeCheck, Clock, MapPin, Star } from "@/components/ui/icons";
import { BusinessLogo } from "./business-logo";

/** The featured business's data and labels, all formatted on the server. */
export interface FeaturedBusinessText {
  slug: string;
  name: string;
  logo: string | null;
  category: string;
  /** "4.8" with its accessible label, or null without reviews. */
  rating: string | null;
  ratingLabel: string;
  /** "6 reseñas", or the 'no reviews' text when rating is null. */
  reviews: string;
  description: string | null;
  followers: number;
  active: number;
  location: string;
  hours: string;
  /** featuredLabel, businessVerified, featuredFollow, featuredFollowers, featuredActive, featuredLocation, featuredHours, featuredSeeProfile. */
  labels: readonly [string, string, string, string, string, string, string, string];
}

/**
 * SPEC Home: featured business card (lg and up). A client component given its texts, so React's
 * payload does not carry a second copy of the card's markup; the server HTML is the same.
 */
export function FeaturedBusinessView({ b }: { b: FeaturedBusinessText }) {
  const [label, verified, follow, followers, active, location, hours, seeProfile] = b.labels;
  return (
    <article aria-labelledby="featured-name" className="fb" data-testid="featured-business">
      <p className="fb-label">{label}</p>
      <div className="fb-head">
        <BusinessLogo name={b.name} logoUrl={b.logo} size={64} />
        <div className="min-w-0 flex-1">
          <h3 id="featured-name" className="fb-name">
            <span className="truncate">{b.name}</span>
            <BadgeCheck className="fb-check" aria-label={verified} />
          </h3>
          <p className="fb-cat">{b.category}</p>
          <p className="fb-rating">
            {b.rating !== null ? (
              <>
                <Star className="star-on" aria-hidden />
                <span aria-label={b.ratingLabel}>{b.rating}</span>
                <span className="text-muted-foreground">({b.reviews})</span>
              </>
            ) : (
              <span className="text-muted-foreground">{b.reviews}</span>
            )}
          </p>
        </div>
        {/* Following needs an account; the toggle arrives with accounts. */}
        <Link href="/auth" className="fb-follow">
          {follow}
        </Link>
      </div>
      {b.description && <p className="fb-desc">{b.description}</p>}
      <dl className="fb-facts">
        <div className="fb-fact">
          <dt className="text-muted-foreground">{followers}</dt>
          <dd className="fb-num">{b.followers}</dd>
        </div>
        <div className="fb-fact">
          <dt className="text-muted-foreground">{active}</dt>
          <dd className="fb-num">{b.active}</dd>
        </div>
        <div className="fb-line">
          <dt><MapPin className="fb-icon" aria-label={location} /></dt>
          <dd>{b.location}</dd>
        </div>
        <div className="fb-line">
          <dt><Clock className="fb-icon" aria-label={hours} /></dt>
          <dd>{b.hours}</dd>
        </div>
      </dl>
      <Link href={`/negocio/${b.slug}`} className="fb-more">{seeProfile}</Link>
    </article>
  );
}

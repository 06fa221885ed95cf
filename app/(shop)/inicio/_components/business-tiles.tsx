"use client";

import Link from "next/link";
import { BadgeCheck, Star } from "@/components/ui/icons";
import { BusinessLogo } from "./business-logo";

/** One business of the home's list, its texts formatted on the server. */
export interface BusinessTile {
  slug: string;
  name: string;
  logo: string | null;
  /** "Category · City". */
  meta: string;
  /** "4.8", or null when nobody reviewed it. */
  rating: string | null;
  /** "6 reseñas" (shown in parentheses) or, without a rating, the 'no reviews' text. */
  reviews: string;
  coupons: string;
}

/**
 * The home's verified businesses. A client component so React's payload carries each tile's few
 * strings rather than a second copy of its markup; the server HTML is the same.
 */
export function BusinessTiles({ items, verified }: { items: BusinessTile[]; verified: string }) {
  return (
    <ul className="biz-grid">
      {items.map((b) => (
        <li key={b.slug}>
          <Link href={`/negocio/${b.slug}`} className="biz-tile">
            <BusinessLogo name={b.name} logoUrl={b.logo} />
            <div className="min-w-0">
              <p className="biz-name">
                <span className="truncate">{b.name}</span>
                <BadgeCheck className="biz-check" aria-label={verified} />
              </p>
              <p className="biz-meta">{b.meta}</p>
              <p className="biz-rating">
                {b.rating !== null ? (
                  <>
                    <Star className="biz-star" aria-hidden />
                    <span>{b.rating}</span>
                    <span className="text-muted-foreground">({b.reviews})</span>
                  </>
                ) : (
                  <span className="text-muted-foreground">{b.reviews}</span>
                )}
              </p>
              <p className="biz-count">{b.coupons}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

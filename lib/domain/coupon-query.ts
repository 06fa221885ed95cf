// What a coupon listing asks the data layer for. A plain shape, so the pure rules that build it
// from a URL (lib/domain/verticals.ts) need nothing from lib/data.
import type { LatLng } from "@/lib/places/rules/guatemala";
import type { CouponSort } from "./search";

/** Every filter a coupon listing can ask for; all combine with AND. */
export interface CouponQuery {
  q?: string;
  /** A catalogue id or one of the /buscar select's values (spas, viajes...); matched by keywords too. */
  category?: string;
  /** Only coupons stored in `category` (the verticals), without the keyword matching. */
  exactCategory?: boolean;
  subcategory?: string;
  location?: string;
  sort?: CouponSort;
  flashOnly?: boolean;
  endingWithinHours?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  details?: {
    kind?: "experience" | "trip";
    cuisine?: string;
    difficulty?: string;
    experienceType?: string;
    tripType?: string;
    minDurationHours?: number;
    maxDurationHours?: number;
    minDays?: number;
    maxDays?: number;
  };
  page?: number;
  pageSize?: number;
  /** Keyset cursor of a page after the numbered ones (lib/domain/search-paging.ts); replaces the offset. */
  cursor?: string;
  /**
   * 'Cerca de mí': only coupons with a valid branch within `radiusM` metres of `point`, nearest
   * first (the sort is then ignored). Never cached, stored or logged.
   */
  near?: { point: LatLng; radiusM: number };
}

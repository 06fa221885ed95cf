// Template tables the seed coupons are built from: per subcategory a few offers plus pools of
// highlights, inclusions and restrictions that buildSeedCoupons() rotates through.
import type { CategoryId } from "@/lib/domain/categories";
import type { CouponDetails } from "../types";

/** Vertical attributes an offer carries into the coupon's details. */
export type OfferVertical = Pick<
  CouponDetails,
  | "cuisine"
  | "deliveryTime"
  | "durationHours"
  | "difficulty"
  | "experienceType"
  | "tripType"
  | "days"
  | "groupSize"
  | "includes"
>;

export interface OfferOptions extends OfferVertical {
  /** Slug of the business that sells it; defaults to rotating over the subcategory's businesses. */
  at?: string;
  /** Offer-specific "included" items, listed before the subcategory pool. */
  inc?: readonly string[];
}

export interface OfferTemplate {
  title: string;
  description: string;
  /** Prices in quetzales (may have cents, e.g. 89.5). */
  originalQ: number;
  priceQ: number;
  options: OfferOptions;
}

export interface SubcategoryTemplates {
  category: CategoryId;
  subcategory: string;
  /** Businesses (same category) the offers rotate over. */
  businesses: readonly string[];
  /** One sentence appended to each offer's long description. */
  about: string;
  /** Pools: at least 3 highlights, 5 included items and 4 restrictions. */
  highlights: readonly string[];
  included: readonly string[];
  restrictions: readonly string[];
  offers: readonly OfferTemplate[];
}

export function offer(
  title: string,
  description: string,
  originalQ: number,
  priceQ: number,
  options: OfferOptions = {},
): OfferTemplate {
  return { title, description, originalQ, priceQ, options };
}

import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { businesses, coupons, type Coupon } from "@/lib/db/schema";
import type { CouponDetails } from "@/lib/domain/coupon-details";
import { discountPercent, toCents } from "@/lib/domain/money";

// Only active coupons whose end_time is still ahead are listed.
export const listable = () => and(eq(coupons.status, "active"), gt(coupons.endTime, sql`now()`));

/** What a coupon card and the detail header need; money in integer cents. */
export interface CouponSummary {
  id: string;
  title: string;
  description: string | null;
  /** The seller's English title and description, only when written (English pages show them). */
  titleEn?: string | null;
  descriptionEn?: string | null;
  imageUrl: string | null;
  originalPriceCents: number | null;
  discountPriceCents: number;
  discountPercent: number;
  /** ISO 8601: summaries travel through caches and into client components. */
  endTime: string;
  remaining: number;
  totalStock: number;
  sold: number;
  isFlashSale: boolean;
  category: string;
  subcategory: string | null;
  city: string | null;
  businessId: string | null;
  businessName: string | null;
  businessSlug: string | null;
  viewCount: number;
  /** Average review rating rounded to one decimal, null when nobody reviewed it yet. */
  ratingAverage: number | null;
  reviewCount: number;
  /** Vertical attributes and detail-only fields. */
  details: CouponDetails;
  /** On a near-me search: metres to the coupon's nearest valid branch. */
  distanceMeters?: number;
}

export const summaryColumns = {
  coupon: coupons,
  businessName: businesses.name,
  businessSlug: businesses.slug,
  // Real ratings: the average of the coupon's reviews, one decimal; null without reviews.
  // Kept from the reviews by a trigger (sync_coupon_rating): no per-card subqueries.
  ratingAverage: sql<string | null>`round(${coupons.ratingAvg}, 1)`,
  reviewCount: coupons.reviewCount,
};

type SummaryRow = {
  coupon: Coupon;
  businessName: string | null;
  businessSlug: string | null;
  ratingAverage: string | number | null;
  reviewCount: number | string;
};

export function toSummary(row: SummaryRow): CouponSummary {
  const c = row.coupon;
  const original = c.originalPrice === null ? null : toCents(c.originalPrice);
  const price = toCents(c.discountPrice);
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    ...(c.titleEn !== null && { titleEn: c.titleEn }),
    ...(c.descriptionEn !== null && { descriptionEn: c.descriptionEn }),
    imageUrl: c.imageUrl,
    originalPriceCents: original,
    discountPriceCents: price,
    discountPercent: discountPercent(original, price),
    endTime: c.endTime.toISOString(),
    remaining: c.remaining,
    totalStock: c.totalStock,
    sold: c.sold,
    isFlashSale: c.isFlashSale,
    category: c.category,
    subcategory: c.subcategory,
    city: c.city,
    businessId: c.businessId,
    businessName: row.businessName,
    businessSlug: row.businessSlug,
    viewCount: c.viewCount,
    ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage),
    reviewCount: Number(row.reviewCount),
    details: c.details,
  };
}

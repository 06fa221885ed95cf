import "server-only";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { businesses, coupons, type Coupon } from "@/lib/db/schema";
import { discountPercent, toCents } from "@/lib/domain/money";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "./caller";
import { runAs } from "./run-as";

/** What a coupon card and the detail header need; money in integer cents. */
export interface CouponSummary {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  originalPriceCents: number | null;
  discountPriceCents: number;
  discountPercent: number;
  endTime: Date;
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
}

const summaryColumns = {
  coupon: coupons,
  businessName: businesses.name,
  businessSlug: businesses.slug,
};

function toSummary(row: { coupon: Coupon; businessName: string | null; businessSlug: string | null }): CouponSummary {
  const c = row.coupon;
  const original = c.originalPrice === null ? null : toCents(c.originalPrice);
  const price = toCents(c.discountPrice);
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    imageUrl: c.imageUrl,
    originalPriceCents: original,
    discountPriceCents: price,
    discountPercent: discountPercent(original, price),
    endTime: c.endTime,
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
  };
}

// SPEC 4: only active coupons whose end_time is still ahead are listed.
const listable = () => and(eq(coupons.status, "active"), gt(coupons.endTime, sql`now()`));

export interface ListOptions {
  limit?: number;
  offset?: number;
  category?: string;
}

/** Active, unexpired coupons, newest first (SPEC 7, home and list pages). */
export async function listActiveCoupons(caller: Caller, opts: ListOptions = {}): Promise<CouponSummary[]> {
  const limit = Math.min(Math.max(opts.limit ?? 24, 1), 100);
  const offset = Math.max(opts.offset ?? 0, 0);
  return runAs(caller, async (tx) => {
    const rows = await tx
      .select(summaryColumns)
      .from(coupons)
      .leftJoin(businesses, eq(businesses.id, coupons.businessId))
      .where(opts.category ? and(listable(), eq(coupons.category, opts.category)) : listable())
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(limit)
      .offset(offset);
    return rows.map(toSummary);
  });
}

/** Flash sales still running, soonest to end first. */
export async function listFlashCoupons(caller: Caller, limit = 8): Promise<CouponSummary[]> {
  return runAs(caller, async (tx) => {
    const rows = await tx
      .select(summaryColumns)
      .from(coupons)
      .leftJoin(businesses, eq(businesses.id, coupons.businessId))
      .where(and(listable(), eq(coupons.isFlashSale, true)))
      .orderBy(coupons.endTime)
      .limit(Math.min(Math.max(limit, 1), 100));
    return rows.map(toSummary);
  });
}

/** Listable coupons per category id, for the category tiles. */
export async function countActiveCouponsByCategory(caller: Caller): Promise<Record<string, number>> {
  return runAs(caller, async (tx) => {
    const rows = await tx
      .select({ category: coupons.category, n: count() })
      .from(coupons)
      .where(listable())
      .groupBy(coupons.category);
    return Object.fromEntries(rows.map((r) => [r.category, r.n]));
  });
}

export async function countActiveCoupons(caller: Caller): Promise<number> {
  return runAs(caller, async (tx) => {
    const [row] = await tx.select({ n: count() }).from(coupons).where(listable());
    return row?.n ?? 0;
  });
}

/** One coupon by id, or null (also for a malformed id: SPEC says ids must be uuids). */
export async function getCouponById(caller: Caller, id: string): Promise<CouponSummary | null> {
  if (!isUuid(id)) return null;
  return runAs(caller, async (tx) => {
    const [row] = await tx
      .select(summaryColumns)
      .from(coupons)
      .leftJoin(businesses, eq(businesses.id, coupons.businessId))
      .where(eq(coupons.id, id))
      .limit(1);
    return row ? toSummary(row) : null;
  });
}

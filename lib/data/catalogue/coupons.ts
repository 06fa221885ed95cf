import "server-only";
import { listable } from "./coupon-summary";
import { and, count, desc, eq } from "drizzle-orm";
import { businesses, coupons } from "@/lib/db/schema";
import { CACHE_TAGS, publicCache } from "../cache";
import { summaryColumns, toSummary, type CouponSummary } from "./coupon-summary";
import { ANON } from "../caller";
import { runAs } from "../run-as";
import type { Tx } from "@/lib/db";

export interface ListOptions {
  limit?: number;
  offset?: number;
  category?: string;
}

// Public catalogue reads: every visitor sees the same active coupons, so they run as `anon` and
// are cached (lib/data/cache.ts). Listings read through ./search, one coupon through ./coupon-detail.

async function selectActive(tx: Tx, opts: ListOptions): Promise<CouponSummary[]> {
  const limit = Math.min(Math.max(opts.limit ?? 24, 1), 100);
  const offset = Math.max(opts.offset ?? 0, 0);
  const rows = await tx
    .select(summaryColumns)
    .from(coupons)
    .leftJoin(businesses, eq(businesses.id, coupons.businessId))
    .where(opts.category ? and(listable(), eq(coupons.category, opts.category)) : listable())
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toSummary);
}

async function selectFlash(tx: Tx, limit: number): Promise<CouponSummary[]> {
  const rows = await tx
    .select(summaryColumns)
    .from(coupons)
    .leftJoin(businesses, eq(businesses.id, coupons.businessId))
    .where(and(listable(), eq(coupons.isFlashSale, true)))
    .orderBy(coupons.endTime)
    .limit(Math.min(Math.max(limit, 1), 100));
  return rows.map(toSummary);
}

async function selectCountsByCategory(tx: Tx): Promise<Record<string, number>> {
  const rows = await tx
    .select({ category: coupons.category, n: count() })
    .from(coupons)
    .where(listable())
    .groupBy(coupons.category);
  return Object.fromEntries(rows.map((r) => [r.category, r.n]));
}

export interface HomeCatalogue {
  flash: CouponSummary[];
  latest: CouponSummary[];
  countsByCategory: Record<string, number>;
}

/** Everything the home page lists, in one transaction and one cache entry. */
export const getHomeCatalogue = publicCache(
  (): Promise<HomeCatalogue> =>
    runAs(ANON, async (tx) => ({
      flash: await selectFlash(tx, 8),
      latest: await selectActive(tx, { limit: 6 }),
      countsByCategory: await selectCountsByCategory(tx),
    })),
  "coupons:home",
  [CACHE_TAGS.coupons],
);

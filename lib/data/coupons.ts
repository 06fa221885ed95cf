import "server-only";
import { listable } from "./coupon-summary";
import { and, count, desc, eq } from "drizzle-orm";
import { businesses, coupons } from "@/lib/db/schema";
import { isUuid } from "@/lib/domain/uuid";
import { CACHE_TAGS, publicCache } from "./cache";
import { summaryColumns, toSummary, type CouponSummary } from "./coupon-summary";
import { ANON, type Caller } from "./caller";
import { runAs } from "./run-as";
import type { Tx } from "@/lib/db";


export interface ListOptions {
  limit?: number;
  offset?: number;
  category?: string;
}

// Public catalogue reads: every visitor sees the same active coupons, so they run as `anon` and
// are cached (lib/data/cache.ts). Reads that depend on who asks take a Caller instead.

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
  const rows = await tx.select({ category: coupons.category, n: count() }).from(coupons).where(listable()).groupBy(coupons.category);
  return Object.fromEntries(rows.map((r) => [r.category, r.n]));
}

/** Active, unexpired coupons, newest first (SPEC 7, home and list pages). */
export const listActiveCoupons = publicCache(
  (opts: ListOptions = {}) => runAs(ANON, (tx) => selectActive(tx, opts)),
  "coupons:active",
  [CACHE_TAGS.coupons],
);

/** Flash sales still running, soonest to end first. */
export const listFlashCoupons = publicCache(
  (limit: number = 8) => runAs(ANON, (tx) => selectFlash(tx, limit)),
  "coupons:flash",
  [CACHE_TAGS.coupons],
);

/** Listable coupons per category id, for the category tiles. */
export const countActiveCouponsByCategory = publicCache(
  () => runAs(ANON, selectCountsByCategory),
  "coupons:count-by-category",
  [CACHE_TAGS.coupons],
);

export const countActiveCoupons = publicCache(
  () =>
    runAs(ANON, async (tx) => {
      const [row] = await tx.select({ n: count() }).from(coupons).where(listable());
      return row?.n ?? 0;
    }),
  "coupons:count",
  [CACHE_TAGS.coupons],
);

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

async function selectById(caller: Caller, id: string): Promise<CouponSummary | null> {
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

const selectByIdAsAnon = publicCache((id: string) => selectById(ANON, id), "coupons:by-id", [CACHE_TAGS.coupons]);

/**
 * One coupon by id as the caller sees it (a seller also sees their paused coupons), or null —
 * also for a malformed id: SPEC says ids must be uuids (a bad id is a 404, not a 500).
 */
export async function getCouponById(caller: Caller, id: string): Promise<CouponSummary | null> {
  if (!isUuid(id)) return null;
  return caller.role === "anon" ? selectByIdAsAnon(id) : selectById(caller, id);
}

export type { CouponSummary };

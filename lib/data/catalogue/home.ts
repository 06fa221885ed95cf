import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { businesses, coupons } from "@/lib/db/schema";
import { CACHE_TAGS, publicCache } from "../cache";
import { ANON } from "../caller";
import { listable, summaryColumns, toSummary, type CouponSummary } from "./coupon-summary";
import { runAs } from "../run-as";

// The home's below-the-fold sections (loaded after the first screen): popular, most visited,
// recently added and a few verified businesses. They are rendered on the server (crawlers see
// them); one transaction and one cache entry serve them all.

const SECTION_SIZE = 4;
const BUSINESS_COUNT = 4;

/** A verified business with honest figures from public.business_public_stats. */
export interface HomeBusiness {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  category: string | null;
  city: string | null;
  address: string | null;
  description: string | null;
  hours: Record<string, string | null> | null;
  followers: number;
  activeCoupons: number;
  rating: number | null;
  reviews: number;
}

export interface HomeSections {
  popular: CouponSummary[];
  mostViewed: CouponSummary[];
  newest: CouponSummary[];
  businesses: HomeBusiness[];
}

type Order = "popular" | "viewed" | "newest";
const ORDERS = {
  popular: [desc(coupons.sold), desc(coupons.createdAt), desc(coupons.id)],
  viewed: [desc(coupons.viewCount), desc(coupons.createdAt), desc(coupons.id)],
  newest: [desc(coupons.createdAt), desc(coupons.id)],
} as const;

async function selectTop(tx: Tx, order: Order): Promise<CouponSummary[]> {
  const rows = await tx
    .select(summaryColumns)
    .from(coupons)
    .leftJoin(businesses, eq(businesses.id, coupons.businessId))
    .where(listable())
    .orderBy(...ORDERS[order])
    .limit(SECTION_SIZE);
  return rows.map(toSummary);
}

interface StatsRow {
  business_id: string;
  followers: number | string;
  active_coupons: number | string;
  rating: number | string | null;
  reviews: number | string;
}

async function selectBusinesses(tx: Tx): Promise<HomeBusiness[]> {
  const rows = await tx
    .select()
    .from(businesses)
    .where(and(eq(businesses.isVerified, true), eq(businesses.status, "active")))
    .orderBy(asc(businesses.name))
    .limit(BUSINESS_COUNT * 3);
  if (rows.length === 0) return [];
  const ids = rows.map((b) => b.id);
  const stats = rowsOf<StatsRow>(
    await tx.execute(
      sql`select * from public.business_public_stats(array[${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]::uuid[])`,
    ),
  );
  const byId = new Map(stats.map((s) => [s.business_id, s]));
  const shaped = rows.map((b): HomeBusiness => {
    const s = byId.get(b.id);
    return {
      id: b.id,
      name: b.name,
      slug: b.slug,
      logoUrl: b.logoUrl,
      category: b.category,
      city: b.city,
      address: b.address,
      description: b.description,
      hours: b.hours ?? null,
      followers: Number(s?.followers ?? 0),
      activeCoupons: Number(s?.active_coupons ?? 0),
      rating: s?.rating === null || s?.rating === undefined ? null : Number(s.rating),
      reviews: Number(s?.reviews ?? 0),
    };
  });
  // Businesses with live coupons first, then the most followed: the featured card is the first.
  return shaped
    .sort((a, b) => Number(b.activeCoupons > 0) - Number(a.activeCoupons > 0) || b.followers - a.followers)
    .slice(0, BUSINESS_COUNT);
}

/** Popular (by real sales), most visited (by views), newest, and verified businesses. */
export const getHomeSections = publicCache(
  (): Promise<HomeSections> =>
    runAs(ANON, async (tx) => ({
      popular: await selectTop(tx, "popular"),
      mostViewed: await selectTop(tx, "viewed"),
      newest: await selectTop(tx, "newest"),
      businesses: await selectBusinesses(tx),
    })),
  "home:sections",
  [CACHE_TAGS.coupons, CACHE_TAGS.businesses],
);

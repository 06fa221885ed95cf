import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import type { Tx } from "@/lib/db";
import { businesses, businessProfileOf, coupons } from "@/lib/db/schema";
import { normalizeText } from "@/lib/domain/search";
import { CACHE_TAGS, publicCache } from "../cache";
import { ANON } from "../caller";
import { listable, summaryColumns, toSummary, type CouponSummary } from "./coupon-summary";
import { runAs } from "../run-as";

export type DirectorySort = "featured" | "az";

export interface BusinessFilters {
  /** Case- and accent-insensitive partial match on name, category, city or slug. */
  q?: string;
  category?: string;
  city?: string;
  sort?: DirectorySort;
}

/** Honest public figures (never invented) from public.business_public_stats. */
export interface BusinessStats {
  followers: number;
  activeCoupons: number;
  /** Average of the reviews of its coupons, one decimal; null without reviews. */
  rating: number | null;
  reviews: number;
}

export interface BusinessCardData {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  description: string | null;
  category: string | null;
  city: string | null;
  isVerified: boolean;
  stats: BusinessStats;
}

export interface BusinessProfile extends BusinessCardData {
  /** The seller's English description; null: visitors reading English see `description`. */
  descriptionEn: string | null;
  coverUrl: string | null;
  address: string | null;
  website: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  socialXUrl: string | null;
  socialInstagramUrl: string | null;
  socialFacebookUrl: string | null;
  socialTiktokUrl: string | null;
  hours: Record<string, string | null> | null;
  updatedAt: string;
}

export interface BusinessDirectory {
  items: BusinessCardData[];
  total: number;
  /** Every category and city with a listed business, for the filters. */
  categories: string[];
  cities: string[];
}

/** Directory cap: the page lists at most this many businesses. */
export const DIRECTORY_LIMIT = 120;
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const NO_STATS: BusinessStats = { followers: 0, activeCoupons: 0, rating: null, reviews: 0 };

type StatsRow = {
  business_id: string;
  followers: number | string;
  active_coupons: number | string;
  rating: number | string | null;
  reviews: number | string;
};

async function statsFor(tx: Tx, ids: string[]): Promise<Map<string, BusinessStats>> {
  if (ids.length === 0) return new Map();
  const result = await tx.execute(sql`select * from public.business_public_stats(${`{${ids.join(",")}}`}::uuid[])`);
  return new Map(
    rowsOf<StatsRow>(result).map((r) => [
      r.business_id,
      {
        followers: Number(r.followers),
        activeCoupons: Number(r.active_coupons),
        rating: r.rating === null ? null : Number(r.rating),
        reviews: Number(r.reviews),
      },
    ]),
  );
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function directoryWhere(filters: BusinessFilters): SQL | undefined {
  const where: SQL[] = [eq(businesses.status, "active")];
  const needle = normalizeText(filters.q ?? "").slice(0, 100);
  if (needle) {
    const haystack = sql`lower(public.immutable_unaccent(${businesses.name} || ' ' || coalesce(${businesses.category}, '') || ' ' || coalesce(${businesses.city}, '') || ' ' || ${businesses.slug}))`;
    where.push(sql`${haystack} like ${`%${likeEscape(needle)}%`}`);
  }
  if (filters.category) where.push(eq(businesses.category, filters.category));
  if (filters.city) where.push(eq(businesses.city, filters.city));
  return and(...where);
}

const cardColumns = {
  id: businesses.id,
  name: businesses.name,
  slug: businesses.slug,
  logoUrl: businesses.logoUrl,
  description: businesses.description,
  category: businesses.category,
  city: businesses.city,
  isVerified: businesses.isVerified,
};

/** The directory's sorts: featured = verified first, then name; A–Z = by name. */
export const listBusinesses = publicCache(
  (filters: BusinessFilters): Promise<BusinessDirectory> =>
    runAs(ANON, async (tx) => {
      const order =
        filters.sort === "az"
          ? [asc(businesses.name), asc(businesses.id)]
          : [desc(businesses.isVerified), asc(businesses.name), asc(businesses.id)];
      const where = directoryWhere(filters);
      const [{ total } = { total: 0 }] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(businesses)
        .where(where);
      const rows = await tx
        .select(cardColumns)
        .from(businesses)
        .where(where)
        .orderBy(...order)
        .limit(DIRECTORY_LIMIT);
      const facets = await tx
        .selectDistinct({ category: businesses.category, city: businesses.city })
        .from(businesses)
        .where(eq(businesses.status, "active"));
      const stats = await statsFor(
        tx,
        rows.map((r) => r.id),
      );
      const uniq = (xs: (string | null)[]) =>
        [...new Set(xs.filter((x): x is string => !!x))].sort((a, b) => a.localeCompare(b, "es"));
      return {
        items: rows.map((r) => ({ ...r, stats: stats.get(r.id) ?? NO_STATS })),
        total: Number(total),
        categories: uniq(facets.map((f) => f.category)),
        cities: uniq(facets.map((f) => f.city)),
      };
    }),
  "businesses:directory",
  [CACHE_TAGS.businesses, CACHE_TAGS.coupons],
);

/** One active business by slug with its public figures; null for an unknown or malformed slug. */
export const getBusinessBySlug = publicCache(
  (slug: string): Promise<BusinessProfile | null> => {
    if (typeof slug !== "string" || slug.length > 60 || !SLUG_PATTERN.test(slug)) return Promise.resolve(null);
    return runAs(ANON, async (tx) => {
      const [b] = await tx
        .select()
        .from(businesses)
        .where(and(eq(businesses.slug, slug), eq(businesses.status, "active")))
        .limit(1);
      if (!b) return null;
      const stats = (await statsFor(tx, [b.id])).get(b.id) ?? NO_STATS;
      return {
        id: b.id,
        ...businessProfileOf(b),
        descriptionEn: b.descriptionEn,
        updatedAt: b.updatedAt.toISOString(),
        stats,
      };
    });
  },
  "businesses:by-slug",
  [CACHE_TAGS.businesses, CACHE_TAGS.coupons],
);

/** How many active coupons a business page lists. */
export const BUSINESS_COUPONS_LIMIT = 60;

/** A business page's active coupons, newest first. */
export const listBusinessCoupons = publicCache(
  (businessId: string): Promise<CouponSummary[]> =>
    runAs(ANON, async (tx) => {
      const rows = await tx
        .select(summaryColumns)
        .from(coupons)
        .leftJoin(businesses, eq(businesses.id, coupons.businessId))
        .where(and(listable(), eq(coupons.businessId, businessId)))
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(BUSINESS_COUPONS_LIMIT);
      return rows.map(toSummary);
    }),
  "businesses:coupons",
  [CACHE_TAGS.coupons, CACHE_TAGS.businesses],
);

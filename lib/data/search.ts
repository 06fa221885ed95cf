import "server-only";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { businesses, coupons } from "@/lib/db/schema";
import {
  capSuggestions,
  categoryFilter,
  clampPage,
  normalizeText,
  SEARCH_PAGE_SIZE,
  searchTerms,
  SUGGESTION_SOURCE_LIMIT,
  type CouponSort,
} from "@/lib/domain/search";
import { CACHE_TAGS, publicCache } from "./cache";
import { ANON } from "./caller";
import { listable, summaryColumns, toSummary, type CouponSummary } from "./coupon-summary";
import { runAs } from "./run-as";

/** Every filter a coupon listing can ask for; all combine with AND (SPEC 5). */
export interface CouponQuery {
  q?: string;
  /** A catalogue id or one of SPEC's select values (spas, viajes...); matched by keywords too. */
  category?: string;
  /** Only coupons stored in `category` (the verticals), without SPEC's keyword matching. */
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
}

export interface CouponPage {
  items: CouponSummary[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Text conditions (query terms, location, category keywords) run inside public.match_coupons,
 * where the trigram indexes can work (under RLS they cannot: see that migration). A term matches
 * as a substring or, from 4 letters, as a word within a small typo (word similarity >= 0.5).
 */
function textMatch(query: CouponQuery, terms: string[]): SQL | null {
  const placeTerms = searchTerms(query.location);
  const cat = query.exactCategory ? null : categoryFilter(query.category);
  if (terms.length === 0 && placeTerms.length === 0 && !cat) return null;
  const keywords = cat?.keywords ?? [];
  return sql`${coupons.id} in (select m.id from public.match_coupons(${JSON.stringify(terms)}::jsonb, ${JSON.stringify(placeTerms)}::jsonb, ${JSON.stringify(keywords)}::jsonb, ${cat?.categoryId ?? null}::text) m)`;
}

function conditions(query: CouponQuery, terms: string[]): SQL[] {
  const where: SQL[] = [listable()!];
  const text = textMatch(query, terms);
  if (text) where.push(text);
  if ((query.exactCategory || !categoryFilter(query.category)) && query.category && query.category !== "all") {
    // Asked for exactly, or neither a catalogue id nor a known select value: only the stored category.
    where.push(sql`${coupons.category} = ${query.category}`);
  }
  if (query.subcategory) where.push(eq(coupons.subcategory, query.subcategory));
  if (query.flashOnly) where.push(eq(coupons.isFlashSale, true));
  if (query.endingWithinHours) where.push(sql`${coupons.endTime} <= now() + make_interval(hours => ${query.endingWithinHours})`);
  if (query.minPriceCents !== undefined) where.push(sql`${coupons.discountPrice} >= ${query.minPriceCents / 100}`);
  if (query.maxPriceCents !== undefined) where.push(sql`${coupons.discountPrice} < ${query.maxPriceCents / 100}`);
  const d = query.details;
  if (d) {
    if (d.kind === "experience") where.push(sql`${coupons.details} ? 'difficulty'`);
    if (d.kind === "trip") where.push(sql`${coupons.details} ? 'tripType'`);
    for (const [key, value] of [["cuisine", d.cuisine], ["difficulty", d.difficulty], ["experienceType", d.experienceType], ["tripType", d.tripType]] as const) {
      if (value) where.push(sql`${coupons.details} ->> ${key} = ${value}`);
    }
    const hours = sql`(${coupons.details} ->> 'durationHours')::numeric`;
    if (d.minDurationHours !== undefined) where.push(sql`${hours} >= ${d.minDurationHours}`);
    if (d.maxDurationHours !== undefined) where.push(sql`${hours} <= ${d.maxDurationHours}`);
    const days = sql`(${coupons.details} ->> 'days')::numeric`;
    if (d.minDays !== undefined) where.push(sql`${days} >= ${d.minDays}`);
    if (d.maxDays !== undefined) where.push(sql`${days} <= ${d.maxDays}`);
  }
  return where;
}

function ordering(sort: CouponSort, terms: string[]): SQL[] {
  const newest = [desc(coupons.createdAt), desc(coupons.id)];
  switch (sort) {
    case "precio-asc":
      return [asc(coupons.discountPrice), ...newest];
    case "precio-desc":
      return [desc(coupons.discountPrice), ...newest];
    case "descuento-desc":
      return [sql`(${coupons.originalPrice} - ${coupons.discountPrice}) / nullif(${coupons.originalPrice}, 0) desc nulls last`, ...newest];
    case "popularidad":
      return [desc(coupons.sold), ...newest];
    case "vistas":
      return [desc(coupons.viewCount), desc(coupons.sold), ...newest];
    case "calificacion":
      // Best average rating first; coupons nobody reviewed yet come last.
      return [sql`(select avg(r.rating) from public.reviews r where r.coupon_id = ${coupons.id}) desc nulls last`, desc(coupons.sold), ...newest];
    case "termina-pronto":
      return [asc(coupons.endTime), desc(coupons.id)];
    case "recientes":
      return newest;
    case "relevancia":
      // With a query: by match quality (PRODUCT 7); without: newest first (SPEC 2).
      if (terms.length === 0) return newest;
      return [desc(sql`word_similarity(${terms.join(" ")}, ${coupons.searchText})`), ...newest];
  }
}

async function runSearch(tx: Tx, query: CouponQuery): Promise<CouponPage> {
  const terms = searchTerms(query.q);
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize ?? SEARCH_PAGE_SIZE), 1), 60);
  const where = and(...conditions(query, terms));
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(coupons).where(where);
  const page = clampPage(query.page ?? 1, total, pageSize);
  const rows = await tx
    .select(summaryColumns)
    .from(coupons)
    .leftJoin(businesses, eq(businesses.id, coupons.businessId))
    .where(where)
    .orderBy(...ordering(query.sort ?? "relevancia", terms))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(toSummary), total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}

/** The one search of the catalogue: /, /buscar, categories, list and vertical pages. */
export const searchCoupons = publicCache((query: CouponQuery) => runAs(ANON, (tx) => runSearch(tx, query)), "coupons:search", [CACHE_TAGS.coupons]);

/** SPEC 5/7: up to 10 unique suggestions from 50 matching coupon titles/categories and 50 business names. */
export const listSuggestions = publicCache(
  (q: string) => {
    const needle = normalizeText(q).slice(0, 100);
    if (needle.length === 0) return Promise.resolve([] as string[]);
    return runAs(ANON, async (tx) => {
      const fromCoupons = await tx
        .select({ title: coupons.title, category: coupons.category })
        .from(coupons)
        .where(and(listable(), textMatch({ q: needle }, searchTerms(needle)) ?? undefined))
        .orderBy(desc(coupons.sold))
        .limit(SUGGESTION_SOURCE_LIMIT);
      // A failing business query yields no business names rather than no suggestions (SPEC 7).
      const fromBusinesses = await tx
        .select({ name: businesses.name })
        .from(businesses)
        .where(sql`lower(public.immutable_unaccent(${businesses.name})) like ${`%${likeEscape(needle)}%`}`)
        .limit(SUGGESTION_SOURCE_LIMIT)
        .catch(() => [] as { name: string }[]);
      const candidates = [...fromCoupons.flatMap((c) => [c.title, c.category]), ...fromBusinesses.map((b) => b.name)];
      return capSuggestions(candidates, needle);
    });
  },
  "coupons:suggestions",
  [CACHE_TAGS.coupons],
);

/** Listable coupons per category and subcategory: { restaurantes: { _all: 25, pizza: 6, ... } }. */
export const countCouponsByCategoryAndSub = publicCache(
  () =>
    runAs(ANON, async (tx) => {
      const rows = await tx
        .select({ category: coupons.category, subcategory: coupons.subcategory, n: count() })
        .from(coupons)
        .where(listable())
        .groupBy(coupons.category, coupons.subcategory);
      const out: Record<string, Record<string, number>> = {};
      for (const r of rows) {
        const bucket = (out[r.category] ??= { _all: 0 });
        bucket._all = (bucket._all ?? 0) + r.n;
        if (r.subcategory) bucket[r.subcategory] = (bucket[r.subcategory] ?? 0) + r.n;
      }
      return out;
    }),
  "coupons:count-by-sub",
  [CACHE_TAGS.coupons],
);

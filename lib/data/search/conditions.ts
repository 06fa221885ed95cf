import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { coupons } from "@/lib/db/schema";
import type { CouponQuery } from "@/lib/domain/coupon-query";
import { categoryFilter, searchTerms } from "@/lib/domain/search";
import { boundedCount, COUNT_BOUND, type BoundedCount } from "@/lib/domain/search-paging";
import { searchGroups } from "@/lib/domain/search-terms";
import type { CouponSummary } from "../catalogue/coupon-summary";
import type { TermGroups } from "./resolve";

// What the search and the near-me search share: a result page's shape, the text match, the other
// filters and the bounded count. Both import it, so neither imports the other.

export interface CouponPage {
  items: CouponSummary[];
  /** Exact, or the count's bound + 1 when `totalBounded` ('Más de 10,000 resultados'). */
  total: number;
  totalBounded: boolean;
  /** The bound a bounded total passed: COUNT_BOUND unless said (NEAR_COUNT_BOUND near me). */
  countBound?: number;
  page: number;
  /** The last page reached by number (at most MAX_NUMBERED_PAGE; a cursor page lies beyond it). */
  pageCount: number;
  pageSize: number;
  /** The cursor of the page after this one (keyset), when rows follow this page. */
  nextCursor: string | null;
  /** On a page reached by cursor: the cursor of the page before it. */
  prevCursor: string | null;
}

/** A text condition in its two equivalent forms; see runSearch for which one a query uses. */
export interface TextMatch {
  /** public.match_coupons(...): listable coupons matching, found through the trigram indexes. */
  call: SQL;
  /** Membership in that set (a semi-join: cheap when the set is small). */
  inSet: SQL;
  /** The planner's estimate of that set's size (public.estimate_coupon_matches, same arguments). */
  estimate: SQL;
  /**
   * The same test on each row, for a category filter alone (no query or location terms): its
   * keywords and category as plain conditions, which a walk along a sort index can check row by
   * row (under RLS LIKE cannot use the trigram indexes, but it may filter).
   */
  perRow: SQL | null;
}

/**
 * Text conditions (query terms, location, category keywords) run inside public.match_coupons,
 * where the trigram indexes can work (under RLS they cannot: see that migration). A term is a group
 * (its plural-free stem and synonyms, lib/domain/search-terms.ts) matching as a substring or, when
 * nothing matches it so and from 4 letters, as a word within a small typo (word similarity >= 0.6).
 */
export function textMatch(
  query: CouponQuery,
  terms: string[],
  groups: TermGroups = searchGroups(terms),
  keywordsStored = false,
): TextMatch | null {
  const placeTerms = searchTerms(query.location);
  const cat = query.exactCategory ? null : categoryFilter(query.category);
  if (terms.length === 0 && placeTerms.length === 0 && !cat) return null;
  const keywords = cat?.keywords ?? [];
  const args = sql`${JSON.stringify(groups)}::jsonb, ${JSON.stringify(placeTerms)}::jsonb, ${JSON.stringify(keywords)}::jsonb, ${cat?.categoryId ?? null}::text`;
  const call = sql`public.match_coupons(${args})`;
  const categoryOnly =
    terms.length === 0 && placeTerms.length === 0 && cat && (cat.categoryId !== null || keywords.length > 0);
  // Exactly match_coupons' category test: the stored category, or any keyword as a substring.
  const patterns = sql`array(select '%' || public.like_escape(k) || '%' from jsonb_array_elements_text(${JSON.stringify(keywords)}::jsonb) k)`;
  // A catalogue category's keywords, when the database holds the same list, are already tested on
  // each row (keyword_categories, migration 20261124100100): an array lookup instead of a LIKE per
  // keyword, on a column the list indexes include (a walk tests it without reading the rows).
  const keywordTest =
    keywordsStored && cat?.categoryId
      ? sql`${coupons.keywordCategories} @> array[${cat.categoryId}::text]`
      : sql`${coupons.searchText} like any (${patterns})`;
  return {
    call,
    inSet: sql`${coupons.id} in (select m.id from ${call} m)`,
    estimate: sql`public.estimate_coupon_matches(${args})`,
    perRow: categoryOnly ? sql`(${coupons.category} = ${cat.categoryId}::text or ${keywordTest})` : null,
  };
}

/** Every condition but the listable rule and the text match. */
export function filters(query: CouponQuery): SQL[] {
  const where: SQL[] = [];
  if ((query.exactCategory || !categoryFilter(query.category)) && query.category && query.category !== "all") {
    // Asked for exactly, or neither a catalogue id nor a known select value: only the stored category.
    where.push(sql`${coupons.category} = ${query.category}`);
  }
  if (query.subcategory) where.push(eq(coupons.subcategory, query.subcategory));
  if (query.flashOnly) where.push(eq(coupons.isFlashSale, true));
  if (query.endingWithinHours)
    where.push(sql`${coupons.endTime} <= now() + make_interval(hours => ${query.endingWithinHours})`);
  if (query.minPriceCents !== undefined) where.push(sql`${coupons.discountPrice} >= ${query.minPriceCents / 100}`);
  if (query.maxPriceCents !== undefined) where.push(sql`${coupons.discountPrice} < ${query.maxPriceCents / 100}`);
  const d = query.details;
  if (d) {
    // Literal keys, as in the partial indexes coupons_experiences_idx and coupons_trips_idx.
    if (d.kind === "experience") where.push(sql`${coupons.details} ? 'difficulty'`);
    if (d.kind === "trip") where.push(sql`${coupons.details} ? 'tripType'`);
    for (const [key, value] of [
      ["cuisine", d.cuisine],
      ["difficulty", d.difficulty],
      ["experienceType", d.experienceType],
      ["tripType", d.tripType],
    ] as const) {
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

/** `select count(*)` of a row source, reading at most `bound` + 1 of its rows. */
export async function boundedCountOf(tx: Tx, source: SQL, bound = COUNT_BOUND): Promise<BoundedCount> {
  const [row] = rowsOf<{ n: number | string }>(
    await tx.execute(sql`select count(*) as n from (${source} limit ${bound + 1}) s`),
  );
  return boundedCount(Number(row?.n ?? 0), bound);
}

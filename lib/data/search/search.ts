import "server-only";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { businesses, coupons } from "@/lib/db/schema";
import {
  capSuggestions,
  categoryFilter,
  clampPage,
  normalizeText,
  SEARCH_PAGE_SIZE,
  searchTerms,
  SUGGESTION_SOURCE_LIMIT,
} from "@/lib/domain/search";
import type { CouponQuery } from "@/lib/domain/coupon-query";
import {
  decodeCursor,
  encodeCursor,
  lastNumberedPage,
  type BoundedCount,
  type Cursor,
  type CursorValues,
} from "@/lib/domain/search-paging";
import { anyTermGroup, regexLiteral, termGroups } from "@/lib/domain/search-terms";
import { CACHE_TAGS, publicCache } from "../cache";
import { ANON } from "../caller";
import { listable, summaryColumns, toSummary } from "../catalogue/coupon-summary";
import { runAs } from "../run-as";
import { keysetOf, keyValuesColumn, orderByKeyset, pastCursor } from "./keyset";
import { runNearSearch } from "./near";
import { boundedCountOf, filters, textMatch, type CouponPage } from "./conditions";
import { categoryKeywordsStored, resolveTerms } from "./resolve";

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Match quality of a row, summed over the query's terms: 0 the term (or its stem or a
 * synonym) as a whole word, 1 as a word's beginning, 2 inside a word, 3 only within a typo.
 * Computed on the matched rows only (the ORDER BY runs after match_coupons' filter).
 */
function matchTier(terms: string[]): SQL {
  const tiers = termGroups(terms).map((group, i) => {
    const words = [...new Set([terms[i]!, ...group])].map(regexLiteral).join("|");
    const likes = sql.join(
      group.map((t) => sql`${`%${likeEscape(t)}%`}`),
      sql`, `,
    );
    return sql`(case when ${coupons.searchText} ~ ${`\\m(${words})\\M`} then 0 when ${coupons.searchText} ~ ${`\\m(${words})`} then 1 when ${coupons.searchText} like any (array[${likes}]::text[]) then 2 else 3 end)`;
  });
  return sql.join(tiers, sql` + `);
}

/** ORDER BY of relevance with a query: best match first, then newest first. */
function relevanceOrder(terms: string[]): SQL[] {
  return [
    asc(matchTier(terms)),
    desc(sql`strict_word_similarity(${terms.join(" ")}, ${coupons.searchText})`),
    desc(coupons.createdAt),
    desc(coupons.id),
  ];
}

async function runSearch(tx: Tx, query: CouponQuery): Promise<CouponPage> {
  const terms = searchTerms(query.q);
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize ?? SEARCH_PAGE_SIZE), 1), 60);
  const sort = query.sort ?? "relevancia";
  const keyset = keysetOf(sort, terms.length > 0);
  const cursor = decodeCursor(query.cursor, sort, keyset?.keys ?? null);
  // Only a category without query or place terms tests its keywords row by row (TextMatch.perRow).
  const catalogue =
    query.exactCategory || terms.length > 0 || searchTerms(query.location).length > 0
      ? null
      : categoryFilter(query.category);
  const keywordsStored = catalogue?.categoryId
    ? await categoryKeywordsStored(tx, catalogue.categoryId, catalogue.keywords)
    : false;
  let text = textMatch(query, terms, await resolveTerms(tx, terms), keywordsStored);
  const rest = filters(query);
  const where = (t: SQL | null) => and(listable(), ...rest, ...(t ? [t] : []));
  // Counts stop at COUNT_BOUND + 1 rows (lib/domain/search-paging.ts): exact below, 'más de' above.
  const countWhere = (w: SQL | undefined) => boundedCountOf(tx, sql`select 1 from ${coupons} where ${w}`);
  // A subcategory or a trip/experience vertical is a small, indexed subset: its rows are tested
  // one by one rather than joined with every match of the category's keywords.
  const narrowed = query.subcategory !== undefined || query.details?.kind !== undefined;

  let counted: BoundedCount;
  let walkSortIndex = false;
  if (!text) {
    counted = await countWhere(where(null));
  } else if (text.perRow && narrowed) {
    counted = await countWhere(where(text.perRow));
    walkSortIndex = true;
  } else if (text.perRow && rest.length === 0) {
    // A category alone. Its stored category is a lower bound found on an index
    // (coupons_list_category_idx); only below the bound are the keyword matches counted as well.
    const cat = categoryFilter(query.category);
    counted = cat?.categoryId
      ? await countWhere(where(sql`${coupons.category} = ${cat.categoryId}`))
      : { total: 0, bounded: false };
    if (!counted.bounded) counted = await boundedCountOf(tx, sql`select 1 from ${text.call} m`);
    const [row] = rowsOf<{ rows: number | string }>(
      await tx.execute(sql`select reltuples as rows from pg_class where oid = 'public.coupons'::regclass`),
    );
    // Walking a sort index reads about (offset + limit) * rows / total entries; the semi-join reads
    // all `total` matches. Walk when that is fewer (a broad category, not too deep a page), and
    // always past the bound: the semi-join would read every one of the matches, however many.
    const offset = cursor
      ? 0
      : (Math.min(clampPage(query.page ?? 1, counted.total, pageSize), lastNumberedPage(counted.total, pageSize)) - 1) *
        pageSize;
    walkSortIndex =
      counted.bounded || (offset + pageSize) * Math.max(Number(row?.rows ?? 0), 1) <= counted.total * counted.total;
  } else {
    counted = await countWhere(where(text.inSet));
    // No coupon has every word ('cena romántica'): show those with any of them, the ones with
    // more of them first (matchTier sums per word), rather than nothing.
    const anyWord = counted.total === 0 ? anyTermGroup(terms) : null;
    if (anyWord) {
      text = textMatch(query, terms, anyWord)!;
      counted = await countWhere(where(text.inSet));
    }
  }
  const { total, bounded } = counted;
  // With a cursor the page number is only shown: the rows come from the cursor's position.
  const pageCount = lastNumberedPage(total, pageSize);
  const page = cursor
    ? Math.max(1, Math.trunc(query.page ?? 1) || 1)
    : Math.min(clampPage(query.page ?? 1, total, pageSize), pageCount);
  const textWhere = text ? (walkSortIndex && text.perRow ? text.perRow : text.inSet) : null;
  const backwards = cursor?.direction === "b";
  const pageWhere = and(where(textWhere), keyset && cursor ? pastCursor(keyset, cursor) : undefined);
  const order = keyset ? orderByKeyset(keyset, backwards) : relevanceOrder(terms);
  const offset = cursor ? 0 : (page - 1) * pageSize;
  // A deep numbered page of a walk: its ids first, from the sort index alone where it covers the
  // conditions (an index-only scan: the skipped rows are never read, migration 20261124100200);
  // then those rows. The same rows in the same order: the keyset is a total order.
  const idsFirst = walkSortIndex && offset > 0;
  const found = await tx
    .select({ ...summaryColumns, keyValues: keyset ? keyValuesColumn(keyset) : sql<string | null>`null` })
    .from(coupons)
    .leftJoin(businesses, eq(businesses.id, coupons.businessId))
    .where(
      idsFirst
        ? inArray(
            coupons.id,
            tx
              .select({ id: coupons.id })
              .from(coupons)
              .where(pageWhere)
              .orderBy(...order)
              .limit(pageSize)
              .offset(offset),
          )
        : pageWhere,
    )
    .orderBy(...order)
    .limit(pageSize)
    .offset(idsFirst ? 0 : offset);
  const rows = backwards ? found.reverse() : found;
  const keyOf = (row: (typeof rows)[number] | undefined, direction: Cursor["direction"]) =>
    row?.keyValues ? encodeCursor(sort, { direction, values: JSON.parse(row.keyValues) as CursorValues }) : null;
  // A next page by cursor: after a full cursor page, or after a full numbered page when more rows
  // are counted than it reaches; a page read backwards always has one (the cursor's own row).
  const more = backwards || (rows.length === pageSize && (cursor ? true : bounded || page * pageSize < total));
  const nextCursor = more ? keyOf(rows[rows.length - 1], "a") : null;
  const prevCursor = cursor ? keyOf(rows[0], "b") : null;
  return {
    items: rows.map(toSummary),
    total,
    totalBounded: bounded,
    page,
    pageCount,
    pageSize,
    nextCursor,
    prevCursor,
  };
}

const cachedSearch = publicCache((query: CouponQuery) => runAs(ANON, (tx) => runSearch(tx, query)), "coupons:search", [
  CACHE_TAGS.coupons,
]);

/**
 * The one search of the catalogue: /, /buscar, categories, list and vertical pages. A near-me
 * search (query.near) is never cached: the shopper's point would become a cache key, and its
 * answer would be served to others (lib/data/search/near.ts).
 */
export const searchCoupons = (query: CouponQuery): Promise<CouponPage> =>
  query.near ? runAs(ANON, (tx) => runNearSearch(tx, query, query.near!)) : cachedSearch(query);

/** Up to 10 unique suggestions from 50 matching coupon titles/categories and 50 business names. */
export const listSuggestions = publicCache(
  (q: string) => {
    const needle = normalizeText(q).slice(0, 100);
    if (needle.length === 0) return Promise.resolve([] as string[]);
    return runAs(ANON, async (tx) => {
      const fromCoupons = await tx
        .select({ title: coupons.title, category: coupons.category })
        .from(coupons)
        .where(and(listable(), textMatch({ q: needle }, searchTerms(needle))?.inSet))
        .orderBy(desc(coupons.sold))
        .limit(SUGGESTION_SOURCE_LIMIT);
      // A failing business query yields no business names rather than no suggestions.
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

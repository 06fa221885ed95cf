import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { businesses, coupons } from "@/lib/db/schema";
import type { CouponQuery } from "@/lib/domain/coupon-query";
import { EARTH_RADIUS_M } from "@/lib/places/rules/distance";
import type { LatLng } from "@/lib/places/rules/guatemala";
import { categoryFilter, clampPage, SEARCH_PAGE_SIZE, searchTerms } from "@/lib/domain/search";
import { boundedCount, lastNumberedPage, NEAR_COUNT_BOUND, nearWordsCountBound } from "@/lib/domain/search-paging";
import { anyTermGroup, termGroups } from "@/lib/domain/search-terms";
import { listable, summaryColumns, toSummary } from "../catalogue/coupon-summary";
import { boundedCountOf, filters, textMatch, type CouponPage, type TextMatch } from "./conditions";
import { rowTextMatch, walkBeatsMatches } from "./near-words";
import { categoryKeywordsStored, resolveTerms, type TermGroups } from "./resolve";

// 'Cerca de mí' on the catalogue's search: the same filters as lib/data/search/search.ts (text, category,
// price, verticals), restricted to coupons with a valid branch within the radius and ordered by the
// distance to the nearest one. Pages are numbered only: a distance order has no stored key for a
// cursor. Runs per request, never cached (searchCoupons), and the point is a query argument only:
// it is neither stored nor logged.
//
// The branches are walked nearest-first on their GiST index (cube's <-> in index order), through
// public.branch_points (the public branches without a policy per row, supabase/schemas/05-branches.sql),
// and each branch's coupons are read through coupons_near_idx right after it (covering: the
// listable rule and the usual filters are tested in the index): a page stops after the first few
// branches and the bounded count after the first ~1,000 coupons (NEAR_COUNT_BOUND; 100 with words
// on the first pages, nearWordsCountBound), instead of measuring every coupon in the radius before
// the first row (docs/benchmarks.md 'Near me').
// A coupon is kept at its nearest valid branch only: the row of a farther branch of the same
// business is dropped when a nearer one is valid for it.

/** earthdistance's earth() radius in metres (lib/places/rules/distance.ts). */
const R = EARTH_RADIUS_M;
/** The straight-line (chord) length of an arc of `m` metres: what cube's <-> measures. */
const chordOf = (m: number) => 2 * R * Math.sin(Math.min(m, Math.PI * R) / (2 * R));

export async function runNearSearch(
  tx: Tx,
  query: CouponQuery,
  near: { point: LatLng; radiusM: number },
): Promise<CouponPage> {
  const terms = searchTerms(query.q);
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize ?? SEARCH_PAGE_SIZE), 1), 60);
  // cube's operators and earth_box live where the extensions were installed (public here,
  // extensions on Supabase); this transaction's statements find them on either. No JIT: the
  // lateral walks are costed as if every branch in the radius were read (millions), so PostgreSQL
  // compiled them, ~200 ms per statement at a million coupons, for plans that run in 1-15 ms.
  await tx.execute(sql`select set_config('search_path', 'public, extensions', true), set_config('jit', 'off', true)`);
  const here = sql`public.branch_earth(${near.point.lat}::float8, ${near.point.lng}::float8)`;
  // The index's own expression, for the box test and the nearest-first walk only: branch_earth
  // pins its search path, so it is never inlined and costs ~22 µs a call (0.2 s over 10,000
  // branches). Every distance that is computed rather than walked uses ll_to_earth itself (the same
  // value, inlined: ~2 µs).
  const indexKnnOf = (b: string) => sql`(public.branch_earth(${sql.raw(b)}.lat, ${sql.raw(b)}.lng) <-> ${here})`;
  const knnOf = (b: string) => sql`(ll_to_earth(${sql.raw(b)}.lat, ${sql.raw(b)}.lng) <-> ${here})`;
  // The few coupons narrowed to chosen branches are one hashed set, not a probe per row.
  const validAt = (branch: SQL) =>
    sql`(${coupons.id} not in (select cb.coupon_id from public.coupon_branches cb)
      or exists (select 1 from public.coupon_branches cb where cb.coupon_id = ${coupons.id} and cb.branch_id = ${branch}))`;
  const walk = sql`(select b.id as branch_id, b.business_id, ${knnOf("b")} as knn, ${indexKnnOf("b")} as walk_knn from public.branch_points b
      where earth_box(${here}, ${near.radiusM}::float8) @> public.branch_earth(b.lat, b.lng)) n`;
  const nearest = sql`n.knn <= ${chordOf(near.radiusM)}::float8 and ${validAt(sql`n.branch_id`)}
    and not exists (select 1 from public.branch_points b2 where b2.business_id = n.business_id and b2.id <> n.branch_id
      and (${knnOf("b2")} < n.knn or (${knnOf("b2")} = n.knn and b2.id < n.branch_id)) and ${validAt(sql`b2.id`)})`;
  const rest = filters(query);
  // Each branch's coupons, in coupons_near_idx's order, one branch after the other (offset 0
  // keeps the lateral from being flattened into a join the planner might hash). The subquery is
  // named coupons, so the shared filters' column references read the same inside and outside it.
  const byBranch = (perRow: SQL | null) =>
    sql`from ${walk} cross join lateral (select ${coupons.id}, ${coupons.createdAt} from ${coupons}
      where ${and(sql`${coupons.businessId} = n.business_id`, nearest, listable(), ...rest, ...(perRow ? [perRow] : []))}
      order by ${coupons.createdAt} desc, ${coupons.id} desc offset 0) coupons`;
  // Words (or a place) match few coupons: those first, each measured to its nearest valid branch
  // (walking the branches would read every coupon in the radius for a handful of matches).
  const byMatch = (inSet: SQL) =>
    sql`from ${coupons} cross join lateral (select b.id as branch_id, ${knnOf("b")} as knn from public.branch_points b
        where b.business_id = ${coupons.businessId} and ${validAt(sql`b.id`)} order by knn limit 1) n
      where ${and(sql`n.knn <= ${chordOf(near.radiusM)}::float8`, listable(), ...rest, inSet)}`;
  // Which way a search goes, the distance its rows come in order of (a walk's is the index's own
  // expression, the nearest-first scan; the matches' the computed one, they are sorted whole) and
  // where its count stops: words or a place are tested on rows read from the table, so their count
  // stops at a step of 100 that covers the page asked for (nearWordsCountBound), not at 1,000.
  const placeTerms = searchTerms(query.location);
  const textCategory = query.exactCategory ? null : categoryFilter(query.category);
  const wordsBound = nearWordsCountBound(query.page ?? 1, pageSize);
  const wayOf = async (text: TextMatch | null, groups: TermGroups) => {
    const walk = { from: byBranch(text?.perRow ?? null), order: sql`n.walk_knn`, bound: NEAR_COUNT_BOUND };
    if (!text || text.perRow) return walk;
    const rowText = rowTextMatch(groups, placeTerms, textCategory);
    return rowText && (await walkBeatsMatches(tx, text.estimate, wordsBound))
      ? { from: byBranch(rowText), order: walk.order, bound: wordsBound, walkedWords: true }
      : { from: byMatch(text.inSet), order: sql`n.knn`, bound: wordsBound };
  };
  // Nearest first, then newest, then id: a total order, so page 2 continues page 1 whatever the
  // ties (all the coupons of a branch share its distance; so do two branches at one point). Asked
  // of the whole walk, the planner sorted every row in the radius (seconds at 1M): the inner query
  // keeps the distance order alone, which the walk gives as it goes, and stops after the rows up to
  // this page plus those tied with the last one (WITH TIES); only they are sorted on every key.
  const nearestOf = (way: { from: SQL; order: SQL }, rows: number) =>
    sql`select p.id, p.knn from (select ${coupons.id} as id, n.knn, ${coupons.createdAt} as created_at ${way.from}
      order by ${way.order} fetch first (${rows}) rows with ties) p
      order by p.knn, p.created_at desc, p.id desc`;
  const pageOf = (way: { from: SQL; order: SQL }, offset: number) =>
    sql`${nearestOf(way, offset + pageSize)} limit ${pageSize} offset ${offset}`;
  // A walk with words reads the same nearest branches for its count as for its page (their text
  // is tested row by row): one statement fetches the bound's rows in the page's order, counted and
  // sliced here, when the page asked for lies within the bound (nearWordsCountBound sees to that
  // on every page it numbers).
  const asked = Math.max(1, Math.trunc(Number.isFinite(query.page) ? (query.page as number) : 1));
  const countAndPage = async (way: { from: SQL; order: SQL; bound: number; walkedWords?: boolean }) => {
    if (!way.walkedWords || asked * pageSize > way.bound)
      return { counted: await boundedCountOf(tx, sql`select 1 ${way.from}`, way.bound), rows: null };
    const rows = rowsOf<{ id: string; knn: number | string }>(await tx.execute(nearestOf(way, way.bound + 1)));
    return { counted: boundedCount(Math.min(rows.length, way.bound + 1), way.bound), rows };
  };

  // A category alone tests the stored keyword_categories array, as the search without distance
  // does, when the database holds the same keyword list (a LIKE per keyword per row otherwise).
  const catalogue =
    query.exactCategory || terms.length > 0 || searchTerms(query.location).length > 0
      ? null
      : categoryFilter(query.category);
  const keywordsStored = catalogue?.categoryId
    ? await categoryKeywordsStored(tx, catalogue.categoryId, catalogue.keywords)
    : false;
  const resolved = (await resolveTerms(tx, terms)) ?? termGroups(terms);
  let way = await wayOf(textMatch(query, terms, resolved, keywordsStored), resolved);
  let { counted, rows: fetched } = await countAndPage(way);
  // No coupon with every word: those with any of them, as the search without distance does.
  const anyWord = counted.total === 0 ? anyTermGroup(terms) : null;
  if (anyWord) {
    way = await wayOf(textMatch(query, terms, anyWord), anyWord);
    ({ counted, rows: fetched } = await countAndPage(way));
  }
  const { total, bounded } = counted;
  const pageCount = lastNumberedPage(total, pageSize);
  const page = Math.min(clampPage(query.page ?? 1, total, pageSize), pageCount);
  const offset = (page - 1) * pageSize;
  const found = fetched
    ? fetched.slice(offset, offset + pageSize)
    : rowsOf<{ id: string; knn: number | string }>(await tx.execute(pageOf(way, offset)));
  const ids = found.map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select(summaryColumns)
          .from(coupons)
          .leftJoin(businesses, eq(businesses.id, coupons.businessId))
          .where(inArray(coupons.id, ids));
  const byId = new Map(rows.map((r) => [r.coupon.id, r]));
  // The chord back to the arc along the surface: earth_distance's own formula.
  const items = found.flatMap((n) => {
    const row = byId.get(n.id);
    const meters = 2 * R * Math.asin(Math.min(1, Number(n.knn) / (2 * R)));
    return row ? [{ ...toSummary(row), distanceMeters: meters }] : [];
  });
  return {
    items,
    total,
    totalBounded: bounded,
    countBound: way.bound,
    page,
    pageCount,
    pageSize,
    nextCursor: null,
    prevCursor: null,
  };
}

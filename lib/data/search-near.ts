import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { businesses, coupons } from "@/lib/db/schema";
import type { CouponQuery } from "@/lib/domain/coupon-query";
import type { LatLng } from "@/lib/domain/geo/guatemala";
import { clampPage, SEARCH_PAGE_SIZE, searchTerms } from "@/lib/domain/search";
import { lastNumberedPage } from "@/lib/domain/search-paging";
import { anyTermGroup } from "@/lib/domain/search-terms";
import { listable, summaryColumns, toSummary } from "./coupon-summary";
import type { CouponPage } from "./search";
import { boundedCountOf, filters, textMatch } from "./search";
import { resolveTerms } from "./search-resolve";

// 'Cerca de mí' on the catalogue's search: the same filters as lib/data/search.ts (text, category,
// price, verticals), restricted to coupons with a valid branch within the radius and ordered by the
// distance to the nearest one (public.coupon_distances, supabase/schemas/branches.sql). Pages are
// numbered only: a distance order has no stored key for a cursor. Runs per request, never cached
// (searchCoupons), and the point is a query argument only: it is neither stored nor logged.

export async function runNearSearch(
  tx: Tx,
  query: CouponQuery,
  near: { point: LatLng; radiusM: number },
): Promise<CouponPage> {
  const terms = searchTerms(query.q);
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize ?? SEARCH_PAGE_SIZE), 1), 60);
  const distances = sql`public.coupon_distances(${near.point.lat}::float8, ${near.point.lng}::float8, ${near.radiusM}::float8) n`;
  const rest = filters(query);
  const source = (text: SQL | null) =>
    sql`from ${distances} join ${coupons} on ${coupons.id} = n.coupon_id where ${and(listable(), ...rest, ...(text ? [text] : []))}`;

  let text = textMatch(query, terms, await resolveTerms(tx, terms));
  let counted = await boundedCountOf(tx, sql`select 1 ${source(text?.inSet ?? null)}`);
  // No coupon with every word: those with any of them, as the search without distance does.
  const anyWord = counted.total === 0 ? anyTermGroup(terms) : null;
  if (anyWord) {
    text = textMatch(query, terms, anyWord);
    counted = await boundedCountOf(tx, sql`select 1 ${source(text?.inSet ?? null)}`);
  }
  const { total, bounded } = counted;
  const pageCount = lastNumberedPage(total, pageSize);
  const page = Math.min(clampPage(query.page ?? 1, total, pageSize), pageCount);
  const nearest = rowsOf<{ id: string; meters: number | string }>(
    await tx.execute(
      sql`select ${coupons.id} as id, n.meters ${source(text?.inSet ?? null)} order by n.meters, ${coupons.createdAt} desc, ${coupons.id} desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
  );
  const ids = nearest.map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select(summaryColumns)
          .from(coupons)
          .leftJoin(businesses, eq(businesses.id, coupons.businessId))
          .where(inArray(coupons.id, ids));
  const byId = new Map(rows.map((r) => [r.coupon.id, r]));
  const items = nearest.flatMap((n) => {
    const row = byId.get(n.id);
    return row ? [{ ...toSummary(row), distanceMeters: Number(n.meters) }] : [];
  });
  return { items, total, totalBounded: bounded, page, pageCount, pageSize, nextCursor: null, prevCursor: null };
}

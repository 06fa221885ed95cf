// Keyset pages and bounded counts of the catalogue search (issue 18), on both engines: walking
// every page by cursor gives exactly the numbered pages' rows (no duplicate, no gap), ties on the
// sort key included; the page before a cursor is the page that led to it; counts stop at the bound.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { searchCoupons } from "@/lib/data/search/search";
import type { CouponQuery } from "@/lib/domain/coupon-query";
import type { CouponSort } from "@/lib/domain/search";
import { COUNT_BOUND, MAX_NUMBERED_PAGE } from "@/lib/domain/search-paging";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const SORTS: CouponSort[] = [
  "relevancia",
  "precio-asc",
  "precio-desc",
  "descuento-desc",
  "popularidad",
  "calificacion",
  "termina-pronto",
  "vistas",
];

/** Every listable id in order, read through numbered pages of 60. */
async function byOffset(query: CouponQuery): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const r = await searchCoupons({ ...query, page, pageSize: 60 });
    ids.push(...r.items.map((c) => c.id));
    if (page >= r.pageCount) return ids;
  }
}

/** The same rows through cursors only, 7 a page, after the first page. */
async function byCursor(
  query: CouponQuery,
): Promise<{ ids: string[]; pages: string[][]; cursors: Array<string | null> }> {
  const pages: string[][] = [];
  const cursors: Array<string | null> = [];
  let cursor: string | undefined;
  for (let page = 1; page < 500; page++) {
    const r = await searchCoupons({ ...query, page, pageSize: 7, cursor });
    pages.push(r.items.map((c) => c.id));
    cursors.push(r.prevCursor);
    if (!r.nextCursor) break;
    cursor = r.nextCursor;
  }
  return { ids: pages.flat(), pages, cursors };
}

describe.each(testEngines())("search paging [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    // Ties: twelve coupons of one business with the same price, sales, views and creation time
    // (only the id tells them apart), and a few with no original price (a NULL discount).
    await t.owner.execute(sql`
      insert into public.coupons (business_id, title, description, original_price, discount_price, end_time, remaining, total_stock, sold, view_count, category, city, created_at)
      select (select id from public.businesses order by id limit 1), 'Empate ' || g, 'Cupón de prueba de empates', case when g <= 3 then null else 100 end, 50,
             now() + interval '5 days', 10, 10, 0, 7, 'restaurantes', 'Antigua Guatemala', timestamptz '2026-11-01 12:00:00.000001+00'
      from generate_series(1, 12) g`);
  }, 120_000);
  afterAll(async () => {
    await t.drop();
  });

  it.each(SORTS)("walks every page of %s by cursor with no duplicate and no gap", async (sort) => {
    const expected = await byOffset({ sort });
    const walked = await byCursor({ sort });
    expect(expected.length).toBeGreaterThan(40);
    expect(new Set(walked.ids).size).toBe(walked.ids.length);
    expect(walked.ids).toEqual(expected);
  });

  it("keeps the ties in one stable order within a category and a price sort", async () => {
    const query: CouponQuery = { category: "restaurantes", sort: "precio-asc" };
    const expected = await byOffset(query);
    const walked = await byCursor(query);
    expect(walked.ids).toEqual(expected);
    const ties = (await byOffset({ q: "empate", sort: "precio-asc" })).length;
    expect(ties).toBe(12);
  });

  it("goes back from a cursor page to the page that led to it", async () => {
    const walked = await byCursor({ sort: "popularidad" });
    expect(walked.pages.length).toBeGreaterThan(3);
    for (let i = 2; i < walked.pages.length; i++) {
      const back = await searchCoupons({ sort: "popularidad", page: i, pageSize: 7, cursor: walked.cursors[i]! });
      expect(back.items.map((c) => c.id)).toEqual(walked.pages[i - 1]);
      expect(back.nextCursor).not.toBeNull();
    }
  });

  it("ignores a malformed or foreign cursor and shows the numbered page", async () => {
    const plain = await searchCoupons({ sort: "precio-asc", page: 2 });
    for (const cursor of ["garbage", "eyJ4Ijp9", (await searchCoupons({ sort: "precio-desc" })).nextCursor!]) {
      const r = await searchCoupons({ sort: "precio-asc", page: 2, cursor });
      expect(r.items.map((c) => c.id)).toEqual(plain.items.map((c) => c.id));
    }
  });

  it("counts exactly below the bound and stops at it above", async () => {
    const before = await searchCoupons({});
    expect(before.totalBounded).toBe(false);
    const [row] = rowsOf<{ n: number | string }>(
      await t.owner.execute(sql`select count(*) as n from public.coupons where status = 'active' and end_time > now()`),
    );
    expect(before.total).toBe(Number(row?.n));
    await t.owner.execute(sql`
      insert into public.coupons (business_id, title, description, original_price, discount_price, end_time, remaining, total_stock, sold, category, city)
      select (select id from public.businesses order by id limit 1), 'Carga ' || g, null, 100, 40, now() + interval '3 days', 5, 5, 0, 'mascotas', 'Flores'
      from generate_series(1, ${COUNT_BOUND + 20}) g`);
    const after = await searchCoupons({});
    expect(after).toMatchObject({ total: COUNT_BOUND + 1, totalBounded: true, pageCount: MAX_NUMBERED_PAGE });
    // A page number past the numbered ones shows the last of them (SPEC 2's clamp).
    expect((await searchCoupons({ page: 5_000 })).page).toBe(MAX_NUMBERED_PAGE);
    const category = await searchCoupons({ category: "mascotas", sort: "precio-asc" });
    expect(category.totalBounded).toBe(true);
    // The last numbered page is full and leads on by cursor.
    const last = await searchCoupons({ page: after.pageCount });
    expect(last.items).toHaveLength(9);
    expect(last.nextCursor).not.toBeNull();
    const beyond = await searchCoupons({ page: after.pageCount + 1, cursor: last.nextCursor! });
    expect(beyond.page).toBe(after.pageCount + 1);
    expect(beyond.items).toHaveLength(9);
    expect(beyond.items.map((c) => c.id)).not.toContain(last.items[8]!.id);
    const small = await searchCoupons({ q: "empate" });
    expect(small).toMatchObject({ total: 12, totalBounded: false });
  }, 120_000);
});

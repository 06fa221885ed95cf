// Near-me pages on both engines: a total order (distance, then newest, then id), so page 2
// continues page 1 without repeats or gaps however many coupons share a distance (all of a branch's
// coupons do, and so do two branches on one spot); and the count stops at its own, smaller bound.
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { seedId } from "@/lib/db/seed/ids";
import { searchCoupons } from "@/lib/data/search/search";
import type { CouponQuery } from "@/lib/domain/coupon-query";
import { knownPlace } from "@/lib/places/rules/guatemala";
import { SEARCH_PAGE_SIZE } from "@/lib/domain/search";
import { lastNumberedPage, NEAR_COUNT_BOUND, nearWordsCountBound } from "@/lib/domain/search-paging";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const ZONA_10 = knownPlace("zona-10")!;
const near = (km: number) => ({ point: { lat: ZONA_10.lat, lng: ZONA_10.lng }, radiusM: km * 1000 });

/** Every result of a query, `pageSize` a page, in page order. */
async function all(query: CouponQuery, pageSize: number) {
  const out = [];
  for (let page = 1; ; page++) {
    const r = await searchCoupons({ ...query, page, pageSize });
    out.push(...r.items);
    if (page >= r.pageCount) return out;
  }
}

describe.each(testEngines())("near-me paging [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t?.drop());

  it("continues page 1 on page 2 without repeats or gaps when distances tie", async () => {
    const toscana = seedId("business", "la-toscana-zona-10");
    const [spot] = rowsOf<{ lat: number; lng: number }>(
      await t.owner.execute(
        sql`select lat, lng from public.branches where id = ${seedId("branch", "la-toscana-zona-10")}`,
      ),
    );
    // A business with a coupon valid everywhere and every branch farther from Zona 10 than that spot.
    const from = (lat: SQL, lng: SQL) =>
      sql`earth_distance(ll_to_earth(${lat}, ${lng}), ll_to_earth(${ZONA_10.lat}, ${ZONA_10.lng}))`;
    const [other] = rowsOf<{ id: string }>(
      await t.owner.execute(sql`select b.id from public.businesses b where b.status = 'active' and b.id <> ${toscana}
        and exists (select 1 from public.coupons c where c.business_id = b.id and c.status = 'active' and c.end_time > now()
          and not exists (select 1 from public.coupon_branches cb where cb.coupon_id = c.id))
        and not exists (select 1 from public.branches br where br.business_id = b.id
          and ${from(sql`br.lat`, sql`br.lng`)} <= ${from(sql`${spot!.lat}::float8`, sql`${spot!.lng}::float8`)})
        order by b.id limit 1`),
    );
    // Another business's branch on the very spot of La Toscana's: two businesses at one distance.
    await t.owner
      .execute(sql`insert into public.branches (business_id, name, address, municipality, department, lat, lng)
      values (${other!.id}, 'Mismo lugar', 'Calle 1', 'Guatemala', 'Guatemala', ${spot!.lat}, ${spot!.lng})`);
    // La Toscana's coupons created at one instant: only the id orders them.
    await t.owner.execute(
      sql`update public.coupons set created_at = '2026-01-01 12:00:00+00' where business_id = ${toscana}`,
    );

    const whole = await all({ near: near(8) }, 60);
    const paged = await all({ near: near(8) }, 2);
    const ids = paged.map((c) => c.id);
    expect(ids).toEqual(whole.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);

    const created = new Map(
      rowsOf<{ id: string; us: string }>(
        await t.owner.execute(
          sql`select id, (extract(epoch from created_at) * 1000000)::bigint::text as us from public.coupons`,
        ),
      ).map((r) => [r.id, BigInt(r.us)]),
    );
    let ties = 0;
    for (let i = 1; i < paged.length; i++) {
      const [a, b] = [paged[i - 1]!, paged[i]!];
      expect(b.distanceMeters!).toBeGreaterThanOrEqual(a.distanceMeters!);
      if (b.distanceMeters !== a.distanceMeters) continue;
      ties++;
      // Within one distance: newest first, then the id, descending.
      const [ca, cb] = [created.get(a.id)!, created.get(b.id)!];
      expect(ca > cb || (ca === cb && a.id > b.id)).toBe(true);
    }
    expect(ties).toBeGreaterThan(3);
    // Both businesses on the shared spot are in the results, at exactly the same distance.
    const atSpot = (id: string) => paged.find((c) => c.businessId === id)?.distanceMeters;
    expect(atSpot(toscana)).toBeDefined();
    expect(atSpot(other!.id)).toBe(atSpot(toscana));
  });

  it("stops a near-me count at its own bound and says which bound", async () => {
    await t.owner.execute(sql`
      insert into public.coupons (business_id, title, description, original_price, discount_price, end_time, remaining, total_stock, sold, category, city)
      select ${seedId("business", "la-toscana-zona-10")}, 'Cerca ' || g, null, 100, 40, now() + interval '3 days', 5, 5, 0, 'restaurantes', 'Ciudad de Guatemala'
      from generate_series(1, ${NEAR_COUNT_BOUND + 10}) g`);
    const found = await searchCoupons({ near: near(5) });
    expect(found).toMatchObject({
      total: NEAR_COUNT_BOUND + 1,
      totalBounded: true,
      countBound: NEAR_COUNT_BOUND,
      pageCount: lastNumberedPage(NEAR_COUNT_BOUND + 1, SEARCH_PAGE_SIZE),
    });
    expect(found.items).toHaveLength(SEARCH_PAGE_SIZE);
    // Without a position the catalogue's own bound holds: these are still counted exactly.
    const plain = await searchCoupons({});
    expect(plain.totalBounded).toBe(false);
    expect(plain.total).toBeGreaterThan(NEAR_COUNT_BOUND);
  });

  it("counts words near me in steps of 100 that cover the page asked for, and still reaches every match", async () => {
    await t.owner.execute(sql`
      insert into public.coupons (business_id, title, description, original_price, discount_price, end_time, remaining, total_stock, sold, category, city)
      select ${seedId("business", "la-toscana-zona-10")}, 'Zumbido ' || g, null, 100, 40, now() + interval '3 days', 5, 5, 0, 'restaurantes', 'Ciudad de Guatemala'
      from generate_series(1, 250) g`);
    const q = "zumbido";
    // Without statistics the planner expects few matches: they are read first and measured.
    const fromMatches = (await all({ q, near: near(5) }, 60)).map((c) => c.id);
    // With fresh statistics it sees the 250, so the search walks the branches (count and page in
    // one statement), as a broad word does at a million coupons: the same pages, in the same order.
    await t.owner.execute(sql`analyze public.coupons`);
    const first = await searchCoupons({ q, near: near(5) });
    expect(first).toMatchObject({ total: 101, totalBounded: true, countBound: 100, pageCount: 12 });
    expect(first.items).toHaveLength(SEARCH_PAGE_SIZE);
    // The last page the first count numbers counts further, so it offers the next one.
    const twelfth = await searchCoupons({ q, near: near(5), page: 12 });
    expect(twelfth).toMatchObject({ page: 12, total: 201, totalBounded: true, countBound: 200, pageCount: 23 });
    expect(nearWordsCountBound(23, SEARCH_PAGE_SIZE)).toBe(300);
    const last = await searchCoupons({ q, near: near(5), page: 23 });
    expect(last).toMatchObject({ total: 250, totalBounded: false, countBound: 300, pageCount: 28 });
    // Page after page, every match once.
    const ids = (await all({ q, near: near(5) }, 60)).map((c) => c.id);
    expect(ids).toHaveLength(250);
    expect(new Set(ids).size).toBe(250);
    expect(ids).toEqual(fromMatches);
  });
});

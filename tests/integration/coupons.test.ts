// The public catalogue reads, as the pages call them (the home, /recien-llegados, /ofertas-flash,
// /buscar, /cupon/{id}): what they list, in which order, and what they refuse.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCouponDetail } from "@/lib/data/catalogue/coupon-detail";
import { getHomeCatalogue } from "@/lib/data/catalogue/coupons";
import { searchCoupons } from "@/lib/data/search/search";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("coupon reads [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("lists active coupons newest first, with cents, discount and business", async () => {
    const { items: list } = await searchCoupons({ sort: "recientes", pageSize: 50 });
    expect(list).toHaveLength(50);
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.id).not.toBe(list[i]!.id);
    for (const c of list) {
      expect(Number.isInteger(c.discountPriceCents)).toBe(true);
      expect(c.discountPriceCents).toBeLessThanOrEqual(c.originalPriceCents ?? Infinity);
      expect(c.discountPercent).toBeGreaterThanOrEqual(0);
      expect(c.businessName).toBeTruthy();
      expect(c.remaining).toBeLessThanOrEqual(c.totalStock);
    }
    const { items: page2 } = await searchCoupons({ sort: "recientes", pageSize: 50, page: 2 });
    expect(page2.map((c) => c.id)).not.toContain(list[0]!.id);
  });

  it("lists only running flash sales, the soonest to end first", async () => {
    const { items: flash } = await searchCoupons({ flashOnly: true, sort: "termina-pronto", pageSize: 20 });
    expect(flash.length).toBeGreaterThan(0);
    for (const c of flash) expect(c.isFlashSale).toBe(true);
    const ends = flash.map((c) => Date.parse(c.endTime));
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
    expect(ends[0]!).toBeGreaterThan(Date.now());
  });

  it("gives the home its flash sales, 6 newest coupons and real counts per category", async () => {
    const home = await getHomeCatalogue();
    expect(home.latest).toHaveLength(6);
    expect(home.flash.length).toBeGreaterThan(0);
    const total = Object.values(home.countsByCategory).reduce((a, b) => a + b, 0);
    expect(total).toBe((await searchCoupons({ pageSize: 1 })).total);
    expect(Object.keys(home.countsByCategory)).toHaveLength(12);
  });

  it("finds a coupon by id and answers null for unknown or malformed ids", async () => {
    const [first] = (await searchCoupons({ sort: "recientes", pageSize: 1 })).items;
    expect((await getCouponDetail(first!.id))?.title).toBe(first!.title);
    expect(await getCouponDetail("00000000-0000-4000-8000-000000000000")).toBeNull();
    for (const bad of ["", "abc", "1; drop table coupons", "%ZZ"]) expect(await getCouponDetail(bad)).toBeNull();
  });
});

// Search as a Guatemalan types it (PRODUCT 7), on both engines: accents, typos, filters, sorts.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { listSuggestions, searchCoupons } from "@/lib/data/search/search";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("search [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("matches title and description case- and accent-insensitively", async () => {
    const plain = await searchCoupons({ q: "cafe" });
    const accented = await searchCoupons({ q: "CAFÉ" });
    expect(plain.total).toBeGreaterThan(0);
    expect(accented.total).toBe(plain.total);
    for (const c of plain.items)
      expect(
        `${c.title} ${c.description}`
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase(),
      ).toMatch(/caf/);
  });

  it("tolerates a small typo and ranks the closest matches first", async () => {
    const exact = await searchCoupons({ q: "pizza" });
    const typo = await searchCoupons({ q: "piza" });
    expect(exact.total).toBeGreaterThan(0);
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.items[0]!.title.toLowerCase()).toContain("pizza");
  });

  it("filters by category keywords, location, flash and price, combined with AND", async () => {
    const rest = await searchCoupons({ category: "restaurantes", pageSize: 60 });
    expect(rest.total).toBeGreaterThan(0);
    const spas = await searchCoupons({ category: "spas", pageSize: 60 });
    for (const c of spas.items)
      expect(`${c.title} ${c.description}`.toLowerCase()).toMatch(/spa|masaje|relaj|sauna|facial/);
    const antigua = await searchCoupons({ location: "antigua", pageSize: 60 });
    expect(antigua.total).toBeGreaterThan(0);
    // SPEC 5: location matches location, city, address, title and description.
    for (const c of antigua.items) expect(`${c.city} ${c.title} ${c.description}`.toLowerCase()).toContain("antigua");
    expect(antigua.items.some((c) => c.city === "Antigua Guatemala")).toBe(true);
    const both = await searchCoupons({ category: "restaurantes", location: "zona 10", pageSize: 60 });
    expect(both.total).toBeLessThanOrEqual(rest.total);
    const flash = await searchCoupons({ flashOnly: true, pageSize: 60 });
    for (const c of flash.items) expect(c.isFlashSale).toBe(true);
    const cheap = await searchCoupons({ maxPriceCents: 10_000, pageSize: 60 });
    for (const c of cheap.items) expect(c.discountPriceCents).toBeLessThan(10_000);
  });

  it("filters verticals on stored attributes", async () => {
    const italian = await searchCoupons({ category: "restaurantes", details: { cuisine: "Italiana" }, pageSize: 60 });
    expect(italian.total).toBeGreaterThan(0);
    for (const c of italian.items) expect(c.details.cuisine).toBe("Italiana");
    const long = await searchCoupons({ details: { kind: "experience", minDurationHours: 5 }, pageSize: 60 });
    for (const c of long.items) expect(c.details.durationHours).toBeGreaterThanOrEqual(5);
    const trips = await searchCoupons({ details: { kind: "trip", minDays: 3, maxDays: 4 }, pageSize: 60 });
    for (const c of trips.items) expect([3, 4]).toContain(c.details.days);
  });

  it("sorts by price, discount, popularity and ending time", async () => {
    const asc = await searchCoupons({ sort: "precio-asc", pageSize: 30 });
    const prices = asc.items.map((c) => c.discountPriceCents);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = await searchCoupons({ sort: "precio-desc", pageSize: 30 });
    expect(desc.items[0]!.discountPriceCents).toBeGreaterThanOrEqual(desc.items[29]!.discountPriceCents);
    const disc = await searchCoupons({ sort: "descuento-desc", pageSize: 30 });
    expect(disc.items[0]!.discountPercent).toBeGreaterThanOrEqual(disc.items[29]!.discountPercent);
    const pop = await searchCoupons({ sort: "popularidad", pageSize: 30 });
    expect(pop.items[0]!.sold).toBeGreaterThanOrEqual(pop.items[29]!.sold);
    const soon = await searchCoupons({ sort: "termina-pronto", endingWithinHours: 6 });
    const ends = soon.items.map((c) => Date.parse(c.endTime));
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
    for (const e of ends) expect(e - Date.now()).toBeLessThanOrEqual(6 * 3_600_000);
  });

  it("sorts by real rating, unreviewed coupons last, and can ask for an exact category", async () => {
    const rated = await searchCoupons({ sort: "calificacion", pageSize: 60 });
    const ratings = rated.items.map((c) => c.ratingAverage ?? -1);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const exact = await searchCoupons({ category: "restaurantes", exactCategory: true, pageSize: 60 });
    for (const c of exact.items) expect(c.category).toBe("restaurantes");
    const loose = await searchCoupons({ category: "restaurantes", pageSize: 60 });
    expect(loose.total).toBeGreaterThanOrEqual(exact.total);
  });

  it("paginates by 9 and clamps the page to 1..last", async () => {
    const first = await searchCoupons({ page: 1 });
    expect(first.items).toHaveLength(9);
    expect(first.pageCount).toBe(Math.ceil(first.total / 9));
    const beyond = await searchCoupons({ page: 10_000 });
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.items.length).toBeGreaterThan(0);
    expect((await searchCoupons({ page: -3 })).page).toBe(1);
  });

  it("answers nothing, not an error, for queries that match nothing or look hostile", async () => {
    expect((await searchCoupons({ q: "zzzqqqxxx" })).total).toBe(0);
    expect((await searchCoupons({ q: "%_\\'; drop table coupons; --" })).total).toBe(0);
    expect((await searchCoupons({ q: "x".repeat(5000) })).total).toBe(0);
  });

  it("never reveals paused or expired coupons through the definer text match", async () => {
    const [victim] = (await searchCoupons({ q: "pizza" })).items;
    await t.owner.execute(sql`update public.coupons set status = 'paused' where id = ${victim!.id}`);
    const after = await searchCoupons({ q: victim!.title });
    expect(after.items.map((c) => c.id)).not.toContain(victim!.id);
    const [expired] = rowsOf<{ title: string; id: string }>(
      await t.owner.execute(sql`select id, title from public.coupons where end_time < now() limit 1`),
    );
    expect((await searchCoupons({ q: expired!.title })).items.map((c) => c.id)).not.toContain(expired!.id);
  });

  it("suggests at most 10 unique titles, categories and business names", async () => {
    const s = await listSuggestions("spa");
    expect(s.length).toBeGreaterThan(0);
    expect(s.length).toBeLessThanOrEqual(10);
    expect(new Set(s.map((x) => x.toLowerCase())).size).toBe(s.length);
    expect(await listSuggestions("")).toEqual([]);
  });
});

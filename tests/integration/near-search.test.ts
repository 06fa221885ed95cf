// Near-me search, on both engines: the database's distances (earthdistance) match a
// reference haversine within 0.5 %; the radius and the distance order combine with the text,
// category and price filters; a coupon valid at chosen branches is measured to those only; a
// branch outside Guatemala is refused by the database too; branches follow row level security.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { seedId } from "@/lib/db/seed/ids";
import { runAs } from "@/lib/data/run-as";
import { ANON, authenticatedCaller } from "@/lib/data/caller";
import { saveBranch } from "@/lib/places/data/branches";
import { searchCoupons } from "@/lib/data/search/search";
import { branchSchema } from "@/lib/domain/forms/branch";
import type { CouponQuery } from "@/lib/domain/coupon-query";
import { haversineMeters } from "@/lib/places/rules/distance";
import { knownPlace, type LatLng } from "@/lib/places/rules/guatemala";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const ZONA_10 = knownPlace("zona-10")!;
const ANTIGUA = knownPlace("antigua")!;
const near = (point: LatLng, km: number) => ({ point: { lat: point.lat, lng: point.lng }, radiusM: km * 1000 });

/** Every result of a query, 60 a page. */
async function all(query: CouponQuery) {
  const out = [];
  for (let page = 1; ; page++) {
    const r = await searchCoupons({ ...query, page, pageSize: 60 });
    out.push(...r.items);
    if (page >= r.pageCount) return out;
  }
}

describe.each(testEngines())("near-me search [%s]", (engine) => {
  let t: TestDatabase;
  let branchesOf: Map<string, LatLng[]>;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    const rows = rowsOf<{ business_id: string; lat: number; lng: number }>(
      await t.owner.execute(sql`select business_id, lat, lng from public.branches`),
    );
    branchesOf = new Map();
    for (const r of rows) branchesOf.set(r.business_id, [...(branchesOf.get(r.business_id) ?? []), r]);
  });
  afterAll(() => t?.drop());

  it("measures to the nearest branch within 0.5 % of a haversine, nearest first, inside the radius", async () => {
    const items = await all({ near: near(ZONA_10, 8) });
    expect(items.length).toBeGreaterThan(10);
    let previous = 0;
    for (const c of items) {
      const reference = Math.min(...branchesOf.get(c.businessId!)!.map((b) => haversineMeters(ZONA_10, b)));
      expect(Math.abs(c.distanceMeters! - reference)).toBeLessThanOrEqual(reference * 0.005 + 0.5);
      expect(c.distanceMeters!).toBeGreaterThanOrEqual(previous);
      expect(c.distanceMeters!).toBeLessThanOrEqual(8_000);
      previous = c.distanceMeters!;
    }
    // Antigua is ~24 km from Zona 10 as the crow flies: outside 5 km, the capital's coupons only.
    const small = await all({ near: near(ANTIGUA, 5) });
    expect(small.length).toBeGreaterThan(0);
    expect(new Set(small.map((c) => c.city))).toEqual(new Set(["Antigua Guatemala"]));
  });

  it("combines the radius with text, category and price filters: the same rows as both searches' intersection", async () => {
    const within = new Map((await all({ near: near(ZONA_10, 5) })).map((c) => [c.id, c.distanceMeters!]));
    for (const query of [
      { q: "pizza" },
      { category: "restaurantes" },
      { minPriceCents: 10_000, maxPriceCents: 50_000 },
      { q: "masaje", category: "spas", maxPriceCents: 100_000 },
    ] satisfies CouponQuery[]) {
      const plain = (await all(query)).map((c) => c.id).filter((id) => within.has(id));
      const combined = await all({ ...query, near: near(ZONA_10, 5) });
      expect(combined.map((c) => c.id).sort()).toEqual(plain.sort());
      const distances = combined.map((c) => c.distanceMeters!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it("measures a coupon valid at chosen branches to those only", async () => {
    const toscana = seedId("business", "la-toscana-zona-10");
    const zona1 = seedId("branch", "la-toscana-zona-10:Zona 1");
    const [coupon] = rowsOf<{ id: string }>(
      await t.owner.execute(
        sql`select id from public.coupons where business_id = ${toscana} and status = 'active' and end_time > now() limit 1`,
      ),
    );
    await t.owner.execute(
      sql`insert into public.coupon_branches (coupon_id, branch_id) values (${coupon!.id}, ${zona1})`,
    );
    const found = (await all({ near: near(ZONA_10, 10) })).find((c) => c.id === coupon!.id);
    expect(found!.distanceMeters! / haversineMeters(ZONA_10, { lat: 14.6395, lng: -90.5131 })).toBeCloseTo(1, 2);
    // Within 2 km of Zona 10 only the main branch is: the coupon is not valid there.
    expect((await all({ near: near(ZONA_10, 2) })).some((c) => c.id === coupon!.id)).toBe(false);
    // A branch of another business cannot be chosen.
    await expect(
      t.owner.execute(
        sql`insert into public.coupon_branches (coupon_id, branch_id) values (${coupon!.id}, ${seedId("branch", "iron-fit-gym")})`,
      ),
    ).rejects.toThrow();
  });

  it("refuses a branch outside Guatemala in the database", async () => {
    const insert = (lat: number, lng: number) =>
      t.owner.execute(sql`insert into public.branches (business_id, name, address, municipality, department, lat, lng)
        values (${seedId("business", "iron-fit-gym")}, 'Prueba', 'Calle 1', 'Guatemala', 'Guatemala', ${lat}, ${lng})`);
    await expect(insert(40.4, -3.7)).rejects.toThrow();
    await expect(insert(-90.5, 14.6)).rejects.toThrow();
  });

  it("shows an active business's branches to anyone and lets only its owner or manager write them", async () => {
    const business = seedId("business", "iron-fit-gym");
    const anonRows = await runAs(ANON, (tx) =>
      tx.execute(sql`select id from public.branches where business_id = ${business}`),
    );
    expect(rowsOf(anonRows).length).toBe(2);
    await expect(
      runAs(ANON, (tx) =>
        tx.execute(sql`update public.branches set name = 'x' where business_id = ${business} returning id`),
      ),
    ).rejects.toThrow();
    // A stranger (signed in, no role in the business) changes nothing.
    const stranger = authenticatedCaller(seedId("user", "nobody-" + engine));
    const updated = await runAs(stranger, (tx) =>
      tx.execute(sql`update public.branches set name = 'x' where business_id = ${business} returning id`),
    );
    expect(rowsOf(updated)).toHaveLength(0);
    // Hidden business: its branches disappear from public reads and from near-me search.
    await t.owner.execute(sql`update public.businesses set status = 'hidden' where id = ${business}`);
    expect(
      rowsOf(
        await runAs(ANON, (tx) => tx.execute(sql`select id from public.branches where business_id = ${business}`)),
      ),
    ).toHaveLength(0);
    const items = await all({ near: near(ZONA_10, 3) });
    expect(items.some((c) => c.businessId === business)).toBe(false);
    await t.owner.execute(sql`update public.businesses set status = 'active' where id = ${business}`);
  });

  it("saves a branch for the owner through the form's schema and refuses a stranger", async () => {
    const business = seedId("business", "iron-fit-gym");
    const [row] = rowsOf<{ owner_user_id: string }>(
      await t.owner.execute(sql`select owner_user_id from public.businesses where id = ${business}`),
    );
    const input = branchSchema.parse({
      businessId: business,
      name: "Zona 9",
      address: "Avenida La Reforma 8-60, Zona 9",
      zone: "9",
      municipality: "Guatemala",
      department: "Guatemala",
      lat: "14.6045",
      lng: "-90.5185",
      phone: "",
    });
    const saved = await saveBranch(authenticatedCaller(row!.owner_user_id), input);
    expect(saved.ok).toBe(true);
    expect(await saveBranch(authenticatedCaller(seedId("user", "stranger-" + engine)), input)).toEqual({
      ok: false,
      reason: "forbidden",
    });
  });
});

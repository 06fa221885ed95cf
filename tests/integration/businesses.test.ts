// The business directory and public business page reads, on both engines: SPEC 'Directory'
// order and search, and honest figures (PRODUCT 1) from follows and reviews rows.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBusinessBySlug, listBusinessCoupons, listBusinesses } from "@/lib/data/catalogue/businesses";
import { rowsOf } from "@/lib/db/client";
import { businesses, follows } from "@/lib/db/schema";
import { REVIEWERS } from "@/lib/db/seed/users";
import { userId } from "./helpers/fixtures";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("businesses [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("lists verified businesses first, then by name; A–Z by name only", async () => {
    const featured = await listBusinesses({});
    expect(featured.total).toBeGreaterThan(5);
    const firstUnverified = featured.items.findIndex((b) => !b.isVerified);
    expect(firstUnverified).toBeGreaterThan(0);
    expect(featured.items.slice(firstUnverified).every((b) => !b.isVerified)).toBe(true);
    const verifiedNames = featured.items.slice(0, firstUnverified).map((b) => b.name);
    expect(verifiedNames).toEqual([...verifiedNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const az = await listBusinesses({ sort: "az" });
    expect(az.total).toBe(featured.total);
    const names = az.items.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(featured.categories).toContain("restaurantes");
    expect(featured.cities).toContain("Ciudad de Guatemala");
  });

  it("searches name, category, city and slug case- and accent-insensitively, and filters", async () => {
    const byName = await listBusinesses({ q: "TOSCANA" });
    expect(byName.items.map((b) => b.slug)).toContain("la-toscana-zona-10");
    const bySlug = await listBusinesses({ q: "zona-10" });
    expect(
      bySlug.items.every((b) => b.slug.includes("zona-10") || `${b.name} ${b.city}`.toLowerCase().includes("zona-10")),
    ).toBe(true);
    const byCity = await listBusinesses({ q: "guatemala" });
    expect(byCity.total).toBeGreaterThan(0);
    const accentless = await listBusinesses({ q: "fogon" });
    expect(accentless.items.map((b) => b.name)).toContain("El Fogón de Jalisco");
    const cat = await listBusinesses({ category: "restaurantes" });
    expect(cat.total).toBeGreaterThan(0);
    expect(cat.items.every((b) => b.category === "restaurantes")).toBe(true);
    const city = await listBusinesses({ city: "Ciudad de Guatemala", category: "belleza" });
    expect(city.items.every((b) => b.city === "Ciudad de Guatemala" && b.category === "belleza")).toBe(true);
    expect((await listBusinesses({ q: "%_zzz-no-such" })).total).toBe(0);
  });

  it("reports follower counts equal to follows rows and the rounded average of reviews", async () => {
    const [b] = await t.owner
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.slug, "la-toscana-zona-10"));
    const fans = REVIEWERS.slice(0, 3).map((r) => ({ userId: userId(r.key), businessId: b!.id }));
    await t.owner.insert(follows).values(fans).onConflictDoNothing();
    const [{ n } = { n: 0 }] = await t.owner
      .select({ n: sql<number>`count(*)::int` })
      .from(follows)
      .where(eq(follows.businessId, b!.id));
    const expected = rowsOf<{ avg: string | null; n: number | string; active: number | string }>(
      await t.owner.execute(sql`select round(avg(r.rating)::numeric, 1) as avg, count(r.id) as n,
        (select count(*) from public.coupons c where c.business_id = ${b!.id} and c.status = 'active' and c.end_time > now()) as active
        from public.reviews r join public.coupons c on c.id = r.coupon_id where c.business_id = ${b!.id}`),
    )[0]!;
    const profile = await getBusinessBySlug("la-toscana-zona-10");
    expect(profile).not.toBeNull();
    expect(profile!.stats.followers).toBe(Number(n));
    expect(profile!.stats.followers).toBeGreaterThanOrEqual(3);
    expect(profile!.stats.reviews).toBe(Number(expected.n));
    expect(profile!.stats.rating).toBe(expected.avg === null ? null : Number(expected.avg));
    expect(profile!.stats.activeCoupons).toBe(Number(expected.active));
    const card = (await listBusinesses({ q: "la-toscana-zona-10" })).items.find((x) => x.slug === "la-toscana-zona-10");
    expect(card!.stats).toEqual(profile!.stats);
  });

  it("returns null for unknown or malformed slugs", async () => {
    expect(await getBusinessBySlug("no-existe-este-negocio")).toBeNull();
    expect(await getBusinessBySlug("Bad Slug!'; drop table")).toBeNull();
    expect(await getBusinessBySlug("x".repeat(500))).toBeNull();
  });

  it("lists a business's active coupons newest first", async () => {
    const profile = await getBusinessBySlug("la-toscana-zona-10");
    const list = await listBusinessCoupons(profile!.id);
    expect(list.length).toBe(profile!.stats.activeCoupons);
    expect(list.every((c) => c.businessId === profile!.id && new Date(c.endTime) > new Date())).toBe(true);
    const created = rowsOf<{ id: string; created_at: string | Date }>(
      await t.owner.execute(sql`select id, created_at from public.coupons where business_id = ${profile!.id}`),
    );
    const at = new Map(created.map((r) => [r.id, new Date(r.created_at).getTime()]));
    const times = list.map((c) => at.get(c.id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

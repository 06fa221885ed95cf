// The sitemap's data (lib/data/catalogue/sitemap.ts) and the achievements reads (lib/data/accounts/achievements.ts),
// on the seeded catalogue, as anon under RLS.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLoyalty, listAchievements } from "@/lib/data/accounts/achievements";
import { ANON } from "@/lib/data/caller";
import { searchCoupons } from "@/lib/data/search/search";
import { getSitemapCounts, listSitemapBusinesses, listSitemapCoupons } from "@/lib/data/catalogue/sitemap";
import { businesses, coupons, userAchievements } from "@/lib/db/schema";
import { SEED_ACHIEVEMENTS } from "@/lib/db/seed/achievements";
import { testEngines } from "./helpers/engines";
import { buyer, userId } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("sitemap and achievements data [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("counts the active coupons and businesses, with per-category lastmod", async () => {
    const counts = await getSitemapCounts();
    expect(counts.coupons).toBe((await searchCoupons({ pageSize: 1 })).total);
    expect(counts.coupons).toBeGreaterThan(0);
    expect(counts.businesses).toBeGreaterThan(0);
    expect(counts.categoryUpdated.restaurantes).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(counts.catalogueUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("pages through coupon ids and business slugs without overlap, leaving hidden rows out", async () => {
    const counts = await getSitemapCounts();
    const first = await listSitemapCoupons(0, 5);
    const rest = await listSitemapCoupons(5, counts.coupons);
    expect(first).toHaveLength(5);
    expect(first.length + rest.length).toBe(counts.coupons);
    expect(new Set([...first, ...rest].map((r) => r.key)).size).toBe(counts.coupons);

    const [paused] = await t.owner
      .update(coupons)
      .set({ status: "paused" })
      .where(eq(coupons.id, first[0]!.key))
      .returning({ id: coupons.id });
    const [hidden] = await t.owner
      .update(businesses)
      .set({ status: "hidden" })
      .where(sql`${businesses.id} = (select id from businesses order by slug limit 1)`)
      .returning({ slug: businesses.slug });
    const after = await getSitemapCounts();
    expect(after.coupons).toBe(counts.coupons - 1);
    expect((await listSitemapCoupons(0, after.coupons)).some((r) => r.key === paused!.id)).toBe(false);
    const slugs = (await listSitemapBusinesses(0, 10_000)).map((r) => r.key);
    expect(slugs).not.toContain(hidden!.slug);
    expect(slugs).toHaveLength(after.businesses);
  });

  it("lists the achievements master and a user's unlocked ones", async () => {
    const list = await listAchievements();
    expect(list.map((a) => a.code).sort()).toEqual(SEED_ACHIEVEMENTS.map((a) => a.code).sort());
    expect(await getLoyalty(ANON)).toBeNull();
    const first = list[0]!;
    await t.owner
      .insert(userAchievements)
      .values({ userId: userId("demo-buyer"), achievementId: first.id })
      .onConflictDoNothing();
    const loyalty = await getLoyalty(buyer);
    expect(loyalty?.level).toBeGreaterThanOrEqual(1);
    expect(Object.keys(loyalty?.unlocked ?? {})).toContain(first.id);
  });
});

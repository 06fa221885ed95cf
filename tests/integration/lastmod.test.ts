// A coupon's sitemap <lastmod> moves only when its page changes. Views are
// counted on the row (for 'Más visitados') but never bump updated_at.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordCouponView } from "@/lib/data/catalogue/coupon-views";
import { listSitemapCoupons } from "@/lib/data/catalogue/sitemap";
import { coupons } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("sitemap lastmod [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  const row = async (id: string) =>
    (
      await t.owner
        .select({ views: coupons.viewCount, updatedAt: coupons.updatedAt })
        .from(coupons)
        .where(eq(coupons.id, id))
    )[0]!;
  const lastmodOf = async (id: string) => (await listSitemapCoupons(0, 10_000)).find((r) => r.key === id)?.updatedAt;

  it("counts a view without moving updated_at or the sitemap's lastmod", async () => {
    const [first] = await listSitemapCoupons(0, 1);
    const id = first!.key;
    const before = await row(id);
    // Two visitors (one view each per day): the count moves, updated_at does not.
    expect(await recordCouponView(id, { address: "198.51.100.1", userAgent: "Mozilla/5.0" })).toBe("counted");
    expect(await recordCouponView(id, { address: "198.51.100.2", userAgent: "Mozilla/5.0" })).toBe("counted");
    const after = await row(id);
    expect(after.views).toBe(before.views + 2);
    expect(new Date(after.updatedAt).toISOString()).toBe(new Date(before.updatedAt).toISOString());
    expect(await lastmodOf(id)).toBe(first!.updatedAt);
  });

  it("moves lastmod when what a visitor sees changes", async () => {
    const [, second] = await listSitemapCoupons(0, 2);
    const id = second!.key;
    await t.owner.update(coupons).set({ title: "Título corregido por el vendedor" }).where(eq(coupons.id, id));
    const lastmod = await lastmodOf(id);
    expect(Date.parse(lastmod!)).toBeGreaterThan(Date.parse(second!.updatedAt));
  });
});

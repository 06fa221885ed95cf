// A coupon's rating columns follow its reviews (trigger), requests cannot set them, and sorting
// by 'calificacion' orders by the real average, as the per-query average did before.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAs } from "@/lib/data/run-as";
import { searchCoupons } from "@/lib/data/search/search";
import { rowsOf } from "@/lib/db/client";
import { coupons, reviews } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, reviewer0, seller } from "./helpers/fixtures";
import { makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("coupon rating columns [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const ratingOf = async (id: string) =>
    (
      await t.owner
        .select({ sum: coupons.ratingSum, n: coupons.reviewCount, avg: coupons.ratingAvg })
        .from(coupons)
        .where(eq(coupons.id, id))
    )[0]!;

  it("match the seeded reviews exactly after the backfill", async () => {
    const mismatches = rowsOf<{ n: number }>(
      await t.owner.execute(sql`
        select count(*)::int as n from public.coupons c
        left join (select coupon_id, sum(rating)::int as s, count(*)::int as k from public.reviews group by coupon_id) r on r.coupon_id = c.id
        where c.rating_sum <> coalesce(r.s, 0) or c.review_count <> coalesce(r.k, 0)`),
    );
    expect(mismatches[0]!.n).toBe(0);
  });

  it("follow inserts, rating changes and deletions of reviews", async () => {
    const id = await makeCoupon(t.owner);
    expect(await ratingOf(id)).toEqual({ sum: 0, n: 0, avg: null });
    await runAs(buyer, (tx) => tx.insert(reviews).values({ couponId: id, userId: buyer.userId!, rating: 5 }));
    await runAs(reviewer0, (tx) => tx.insert(reviews).values({ couponId: id, userId: reviewer0.userId!, rating: 2 }));
    expect(await ratingOf(id)).toMatchObject({ sum: 7, n: 2 });
    expect(Number((await ratingOf(id)).avg)).toBeCloseTo(3.5);
    await runAs(reviewer0, (tx) => tx.update(reviews).set({ rating: 4 }).where(eq(reviews.userId, reviewer0.userId!)));
    expect(await ratingOf(id)).toMatchObject({ sum: 9, n: 2 });
    await runAs(buyer, (tx) => tx.delete(reviews).where(eq(reviews.couponId, id)));
    expect(await ratingOf(id)).toMatchObject({ sum: 4, n: 1 });
  });

  it("cannot be chosen or changed by a request", async () => {
    const [row] = await runAs(seller, (tx) =>
      tx
        .insert(coupons)
        .values({
          sellerUserId: seller.userId!,
          businessId: demoBusinessId,
          title: "Inflado",
          originalPrice: "10.00",
          discountPrice: "5.00",
          endTime: new Date(Date.now() + 86_400_000),
          remaining: 1,
          totalStock: 1,
          ratingSum: 500,
          reviewCount: 100,
        })
        .returning({ id: coupons.id }),
    );
    expect(await ratingOf(row!.id)).toEqual({ sum: 0, n: 0, avg: null });
    await expect(
      runAs(seller, (tx) => tx.update(coupons).set({ ratingSum: 50, reviewCount: 10 }).where(eq(coupons.id, row!.id))),
    ).rejects.toThrow();
  });

  it("sorts 'calificacion' by the real average, unreviewed last", async () => {
    const page = await searchCoupons({ sort: "calificacion", pageSize: 60 });
    const averages = page.items.map((c) => c.ratingAverage);
    const firstNull = averages.indexOf(null);
    const rated = (firstNull === -1 ? averages : averages.slice(0, firstNull)) as number[];
    expect(rated.length).toBeGreaterThan(5);
    for (let i = 1; i < rated.length; i++) expect(rated[i - 1]!).toBeGreaterThanOrEqual(rated[i]! - 0.05);
    if (firstNull !== -1) expect(averages.slice(firstNull).every((a) => a === null)).toBe(true);
  });
});

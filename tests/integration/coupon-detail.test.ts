// The coupon detail reads: fields, reviews newest first, the one-decimal rating and view counting.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON } from "@/lib/data/caller";
import { getCouponDetail } from "@/lib/data/catalogue/coupon-detail";
import { listReviews } from "@/lib/data/catalogue/reviews";
import { recordCouponView } from "@/lib/data/catalogue/coupon-views";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { coupons } from "@/lib/db/schema";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const seeds = buildSeedCoupons();
const running = seeds.filter((c) => c.endsInHours > 1);
const soldOut = running.find((c) => c.remaining === 0)!;
const expired = seeds.find((c) => c.endsInHours < 0)!;

async function viewCount(t: TestDatabase, id: string): Promise<number> {
  const [row] = await t.owner.select({ n: coupons.viewCount }).from(coupons).where(eq(coupons.id, id));
  return row!.n;
}

describe.each(testEngines())("coupon detail [%s]", (engine) => {
  let t: TestDatabase;
  let reviewed: { id: string; n: number; avg: string };
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    const rows = rowsOf<{ id: string; n: number; avg: string }>(
      await t.owner
        .execute(sql`select c.id, count(*)::int as n, avg(r.rating)::text as avg from public.coupons c join public.reviews r on r.coupon_id = c.id
        where c.status = 'active' and c.end_time > now() group by c.id having count(*) >= 3 order by c.id limit 1`),
    );
    reviewed = rows[0]!;
  });
  afterAll(async () => {
    await t.drop();
  });

  it("returns the summary, the detail-only fields and the business", async () => {
    const seed = running.find((c) => c.remaining > 10)!;
    const c = await getCouponDetail(seedId("coupon", seed.key));
    expect(c).not.toBeNull();
    expect(c!.title).toBe(seed.title);
    expect(c!.discountPriceCents).toBe(seed.discountPriceCents);
    expect(c!.originalPriceCents).toBe(seed.originalPriceCents);
    expect(c!.remaining).toBe(seed.remaining);
    expect(c!.longDescription).toBe(seed.details.longDescription);
    expect(c!.gallery).toEqual(seed.details.gallery);
    expect(c!.highlights).toEqual(seed.details.highlights);
    expect(c!.included).toEqual(seed.details.included);
    expect(c!.restrictions).toEqual(seed.details.restrictions);
    expect(c!.business?.slug).toBe(seed.businessSlug);
    expect(c!.business?.id).toBe(seedId("business", seed.businessSlug));
    expect(c!.business?.name).toBeTruthy();
    expect(c!.business?.address).toBeTruthy();
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });

  it("shows sold-out coupons, hides expired ones and answers null for bad ids", async () => {
    expect((await getCouponDetail(seedId("coupon", soldOut.key)))?.remaining).toBe(0);
    expect(await getCouponDetail(seedId("coupon", expired.key))).toBeNull();
    expect(await getCouponDetail("00000000-0000-4000-8000-000000000000")).toBeNull();
    for (const bad of ["", "abc", "1; drop table coupons", "%ZZ", "x".repeat(5000)])
      expect(await getCouponDetail(bad)).toBeNull();
    expect(await listReviews("abc")).toEqual([]);
  });

  it("lists reviews newest first with the reviewer's name, and the average to one decimal", async () => {
    const list = await listReviews(reviewed.id);
    expect(list).toHaveLength(reviewed.n);
    const times = list.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const r of list) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.reviewerName).toBeTruthy();
    }
    const detail = await getCouponDetail(reviewed.id);
    expect(detail!.reviewCount).toBe(reviewed.n);
    const expected = Math.round(Number(reviewed.avg) * 10) / 10;
    expect(detail!.ratingAverage).toBeCloseTo(expected, 5);
    expect(Math.round(detail!.ratingAverage! * 10)).toBe(detail!.ratingAverage! * 10);
  });

  it("records a view by exactly one, and anon cannot set view_count directly", async () => {
    const id = seedId("coupon", running[0]!.key);
    const before = await viewCount(t, id);
    const viewer = { address: "203.0.113.50", userAgent: "Mozilla/5.0" };
    expect(await recordCouponView(id, viewer)).toBe("counted");
    expect(await viewCount(t, id)).toBe(before + 1);
    expect(await recordCouponView("not-a-uuid", viewer)).toBe("invalid");
    expect(await recordCouponView("00000000-0000-4000-8000-000000000000", viewer)).toBe("ignored");
    expect(await viewCount(t, id)).toBe(before + 1);

    await expect(
      runAs(ANON, (tx) =>
        tx
          .update(coupons)
          .set({ viewCount: 999_999 })
          .where(and(eq(coupons.id, id))),
      ),
    ).rejects.toThrow();
    expect(await viewCount(t, id)).toBe(before + 1);
  });
});

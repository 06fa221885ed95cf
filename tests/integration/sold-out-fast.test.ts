// A sold-out coupon refuses its late buyers from one plain read: they do not queue for the coupon's
// row lock behind the buyers still being served (in a flash sale the hundreds who come after the
// last unit waited there for seconds). The answer is the locked path's, and nothing is written.
// The lock held by another connection needs a real server: PostgreSQL only (PGlite is one
// connection); the answers themselves are checked on both engines.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reserveOrder } from "@/lib/payments/data/checkout";
import { testEngines } from "./helpers/engines";
import { buyer, reviewer0 } from "./helpers/fixtures";
import { contact, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const PRICE_CENTS = 8_959; // makeCoupon's Q79.99 + IVA, one unit

describe.each(testEngines())("a sold-out coupon's late buyers [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const reserve = (couponId: string, quantity = 1, who = reviewer0) =>
    reserveOrder(who, {
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity }],
      contact,
      expectedTotalCents: PRICE_CENTS * quantity,
    });
  const orderCount = async () =>
    Number(
      ((await t.owner.execute(sql`select count(*)::int as n from public.orders`)) as unknown as { n: number }[])[0]
        ?.n ?? 0,
    );

  it("answers 'agotado' and 'stock_insuficiente' as before, writing nothing", async () => {
    const soldOut = await makeCoupon(t.owner, { totalStock: 5, remaining: 0, sold: 5 });
    const low = await makeCoupon(t.owner, { totalStock: 5, remaining: 1, sold: 4 });
    const before = await orderCount();
    expect(await reserve(soldOut)).toMatchObject({
      ok: false,
      reason: "unavailable",
      problems: [{ couponId: soldOut, reason: "agotado", remaining: 0 }],
    });
    expect(await reserve(low, 2)).toMatchObject({
      ok: false,
      reason: "unavailable",
      problems: [{ couponId: low, reason: "stock_insuficiente", remaining: 1 }],
    });
    expect(await orderCount()).toBe(before);
    // The last unit still sells through the locked path.
    expect(await reserve(low, 1, buyer)).toMatchObject({ ok: true });
  });
});

describe.runIf(testEngines().includes("postgres"))("a sold-out coupon under a held lock [postgres]", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await t.drop();
  });
  const reserve = (couponId: string) =>
    reserveOrder(reviewer0, {
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity: 1 }],
      contact,
      expectedTotalCents: PRICE_CENTS,
    });

  it("does not wait for the coupon's row lock when it is sold out", async () => {
    const soldOut = await makeCoupon(t.owner, { totalStock: 5, remaining: 0, sold: 5 });
    const open = await makeCoupon(t.owner, { totalStock: 5, remaining: 5 });
    const holder = postgres(t.ownerUrl!, { max: 1, onnotice: () => {} });
    try {
      // Another buyer's checkout, mid-transaction, holding both coupons' rows.
      const held = holder.begin(async (tx) => {
        await tx`select 1 from public.coupons where id in (${soldOut}, ${open}) for update`;
        await new Promise((r) => setTimeout(r, 3_000));
      });
      await new Promise((r) => setTimeout(r, 300));
      const started = performance.now();
      expect(await reserve(soldOut)).toMatchObject({ ok: false, reason: "unavailable" });
      expect(performance.now() - started).toBeLessThan(1_500);
      // A coupon with units left still takes the lock (and so waits): the fast path is for refusals.
      const waited = performance.now();
      expect(await reserve(open)).toMatchObject({ ok: true });
      expect(performance.now() - waited).toBeGreaterThan(1_000);
      await held;
    } finally {
      await holder.end();
    }
  });
});

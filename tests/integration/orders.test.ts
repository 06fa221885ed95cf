// Buying on every engine: no oversell under 200 concurrent buyers, idempotent
// checkouts, nothing written for an unbuyable cart, prices from the database. The three checkout
// steps themselves (reserve, charge, confirm or release) are attacked in checkout-steps.test.ts.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON } from "@/lib/data/caller";
import { confirmOrder } from "@/lib/payments/data/checkout";
import { placeOrder } from "@/lib/payments/data/checkout";
import { quoteCart } from "@/lib/data/orders/orders";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { orderItems, orders, vouchers } from "@/lib/db/schema";
import { VOUCHER_CODE_ALPHABET } from "@/lib/domain/voucher-code";
import { testEngines } from "./helpers/engines";
import { buyer } from "./helpers/fixtures";
import { approve, buy, buyers, contact, couponRow, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const CODE = new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{12}$`);
const DAY = 86_400_000;

describe.each(testEngines())("buying [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  const ordersOf = async (key: string) => db().select().from(orders).where(eq(orders.idempotencyKey, key));
  const vouchersOf = async (couponId: string) => db().select().from(vouchers).where(eq(vouchers.couponId, couponId));

  it("sells exactly 50 units to 200 concurrent buyers and refuses the other 150", async () => {
    const couponId = await makeCoupon(db(), { remaining: 50, totalStock: 50 });
    const attempts = Array.from({ length: 200 }, (_, i) =>
      buy(buyers[i % buyers.length]!, { items: [{ couponId, quantity: 1 }] }),
    );
    const results = await Promise.all(attempts);
    const sold = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(sold).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused)
      expect(r).toEqual({
        ok: false,
        reason: "unavailable",
        problems: [{ couponId, title: expect.any(String), reason: "agotado", remaining: 0 }],
      });
    const row = await couponRow(db(), couponId);
    expect(row.remaining).toBe(0);
    expect(row.sold).toBe(50);
    expect(row.reserved).toBe(0);
    const issued = await vouchersOf(couponId);
    expect(issued).toHaveLength(50);
    expect(new Set(issued.map((v) => v.code)).size).toBe(50);
    for (const v of issued) expect(v.code).toMatch(CODE);
    const [orderCount] = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(distinct i.order_id)::int as n from public.order_items i where i.coupon_id = ${couponId}`,
      ),
    );
    expect(orderCount!.n).toBe(50);
  });

  it("returns the same order for a replayed key, written once, also when the calls race", async () => {
    const couponId = await makeCoupon(db(), { remaining: 20, totalStock: 20 });
    const key = randomUUID();
    const first = await buy(buyer, { idempotencyKey: key, items: [{ couponId, quantity: 2 }] });
    const again = await buy(buyer, { idempotencyKey: key, items: [{ couponId, quantity: 5 }] });
    expect(first).toMatchObject({ ok: true, voucherCount: 2, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });

    const raceKey = randomUUID();
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => buy(buyer, { idempotencyKey: raceKey, items: [{ couponId, quantity: 3 }] })),
    );
    // One pays; the others find its order paid (replayed) or still being paid (told to wait).
    const ids = new Set(racing.filter((r) => r.ok).map((r) => (r.ok ? r.orderId : "")));
    expect(ids.size).toBe(1);
    expect(racing.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    for (const r of racing) if (!r.ok) expect(r).toEqual({ ok: false, reason: "in_progress" });
    expect(await ordersOf(raceKey)).toHaveLength(1);
    expect((await couponRow(db(), couponId)).remaining).toBe(20 - 2 - 3);
    expect(await vouchersOf(couponId)).toHaveLength(5);
  });

  it("never deadlocks when carts hold the same coupons in opposite orders; keys are per buyer", async () => {
    const a = await makeCoupon(db(), { remaining: 100, totalStock: 100 });
    const b = await makeCoupon(db(), { remaining: 100, totalStock: 100 });
    const key = randomUUID(); // the same key for every buyer: it only dedupes one buyer's retries
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const lines = [
          { couponId: a, quantity: 1 },
          { couponId: b, quantity: 1 },
        ];
        return buy(buyers[i % buyers.length]!, {
          idempotencyKey: i < buyers.length ? key : randomUUID(),
          items: i % 2 ? lines.reverse() : lines,
        });
      }),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await ordersOf(key)).toHaveLength(buyers.length);
    expect((await couponRow(db(), a)).remaining).toBe(60);
    expect((await couponRow(db(), b)).remaining).toBe(60);
  });

  it("writes nothing for a cart with a sold-out, short, expired, inactive or unknown coupon", async () => {
    const good = await makeCoupon(db(), { remaining: 5, totalStock: 5 });
    const cases = [
      { reason: "agotado", id: await makeCoupon(db(), { remaining: 0, totalStock: 5 }), quantity: 1, remaining: 0 },
      {
        reason: "stock_insuficiente",
        id: await makeCoupon(db(), { remaining: 2, totalStock: 5 }),
        quantity: 3,
        remaining: 2,
      },
      {
        reason: "vencido",
        id: await makeCoupon(db(), { endTime: new Date(Date.now() - 60_000) }),
        quantity: 1,
        remaining: 10,
      },
      { reason: "inactivo", id: await makeCoupon(db(), { status: "paused" }), quantity: 1, remaining: 10 },
      { reason: "no_existe", id: randomUUID(), quantity: 1, remaining: 0 },
    ];
    for (const c of cases) {
      const key = randomUUID();
      const result = await buy(buyer, {
        idempotencyKey: key,
        items: [
          { couponId: good, quantity: 1 },
          { couponId: c.id, quantity: c.quantity },
        ],
      });
      // A coupon that is not public (or unknown) is one plain 'no disponible': no title, no stock.
      const hidden = c.reason === "inactivo" || c.reason === "no_existe";
      expect(result, c.reason).toEqual({
        ok: false,
        reason: "unavailable",
        problems: [
          {
            couponId: c.id,
            title: hidden ? null : expect.any(String),
            reason: hidden ? "inactivo" : c.reason,
            remaining: hidden ? 0 : c.remaining,
          },
        ],
      });
      expect(await ordersOf(key), c.reason).toHaveLength(0);
      const quote = await quoteCart(buyer, [
        { couponId: good, quantity: 1 },
        { couponId: c.id, quantity: c.quantity },
      ]);
      expect(quote.purchasable).toBe(false);
      // Under RLS a paused coupon is invisible to a buyer: the cart sees it as gone.
      expect(quote.problems.map((p) => p.reason)).toEqual([c.reason === "inactivo" ? "no_existe" : c.reason]);
    }
    expect((await couponRow(db(), good)).remaining).toBe(5);
    expect(await vouchersOf(good)).toHaveLength(0);
  });

  it("prices the order from the database, whatever the client sends, and matches the cart's quote", async () => {
    const a = await makeCoupon(db(), { discountPrice: "79.99", endTime: new Date(Date.now() + 3 * DAY) });
    const b = await makeCoupon(db(), { discountPrice: "12.34" });
    const key = randomUUID();
    const forged = JSON.stringify([
      { coupon_id: a, quantity: 2, unit_price: 0.01, price: 0.01 },
      { coupon_id: b, quantity: 1, unit_price: 0.01 },
      { coupon_id: a, quantity: 1 },
    ]);
    const reserve = (expectedCents: number) =>
      runAs(
        buyer,
        async (tx) =>
          rowsOf<{
            r: {
              ok: boolean;
              order_id: string;
              voucher_count: number;
              total: string;
              status: string;
              price_changed?: true;
            };
          }>(
            await tx.execute(
              sql`select public.reserve_order(${key}, ${forged}::jsonb, ${JSON.stringify({ card_last4: "1881", subtotal: 0.01 })}::jsonb, ${expectedCents}::bigint) as r`,
            ),
          )[0]!.r,
      );
    // A forged "expected total" buys nothing: it only has to equal the total priced under lock.
    expect(await reserve(1)).toMatchObject({ ok: false, price_changed: true, total: "282.59" });
    expect(await ordersOf(key)).toHaveLength(0);
    const answer = await reserve(28_259);
    expect(answer).toMatchObject({ ok: true, status: "pending", voucher_count: 4, total: "282.59" });
    expect(await confirmOrder(answer.order_id, { amountCents: 28_259, reference: "sim_test" })).toMatchObject({
      ok: true,
      voucherCount: 4,
    });
    const [order] = await ordersOf(key);
    // 3 x 79.99 + 12.34 = 252.31; IVA round(30.2772, 2) = 30.28; total 282.59.
    expect({
      subtotal: order!.subtotal,
      tax: order!.tax,
      total: order!.total,
      status: order!.status,
      last4: order!.cardLast4,
    }).toEqual({
      subtotal: "252.31",
      tax: "30.28",
      total: "282.59",
      status: "paid",
      last4: "1881",
    });
    expect(order!.paidAt).not.toBeNull();
    expect(order!.paymentReference).toBe("sim_test");
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((i) => [i.couponId, i.quantity, i.unitPrice]).sort()).toEqual(
      [
        [a, 3, "79.99"],
        [b, 1, "12.34"],
      ].sort(),
    );
    const quote = await quoteCart(ANON, [
      { couponId: a, quantity: 3 },
      { couponId: b, quantity: 1 },
    ]);
    expect(quote.totals).toEqual({ subtotalCents: 25_231, ivaCents: 3_028, totalCents: 28_259 });
    // Valid for 90 days after the offer ends, bound to the coupon's business and the buyer.
    const [voucher] = await db()
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.couponId, a), eq(vouchers.buyerUserId, buyer.userId!)));
    const { endTime, businessId } = await couponRow(db(), a);
    expect(voucher!.expiresAt.getTime() - endTime.getTime()).toBe(90 * DAY);
    expect(voucher!.businessId).toBe(businessId);
    expect(voucher!.status).toBe("vigente");
  });

  it("refuses malformed carts and anonymous buyers outright", async () => {
    const id = await makeCoupon(db());
    const call = (items: unknown, caller = buyer) =>
      runAs(caller, (tx) =>
        tx.execute(
          sql`select public.reserve_order(${randomUUID()}, ${JSON.stringify(items)}::jsonb, '{}'::jsonb, 0::bigint)`,
        ),
      );
    expect(await failureOf(call([]))).toMatch(/non-empty array/);
    expect(await failureOf(call([{ coupon_id: id, quantity: 0 }]))).toMatch(/quantity from 1 to 50/);
    expect(await failureOf(call([{ coupon_id: id, quantity: 51 }]))).toMatch(/quantity from 1 to 50/);
    expect(await failureOf(call([{ coupon_id: id, quantity: "1.5" }]))).toMatch(/quantity from 1 to 50/);
    expect(await failureOf(call([{ coupon_id: "x", quantity: 1 }]))).toMatch(/coupon_id/);
    expect(
      await failureOf(
        call([
          { coupon_id: id, quantity: 30 },
          { coupon_id: id, quantity: 30 },
        ]),
      ),
    ).toMatch(/at most 50 units/);
    const lines = Array.from({ length: 21 }, () => ({ coupon_id: randomUUID(), quantity: 1 }));
    expect(await failureOf(call(lines))).toMatch(/at most 20 different/);
    expect(await failureOf(call([{ coupon_id: id, quantity: 1 }], ANON))).toMatch(/permission denied/);
    await expect(
      placeOrder(
        ANON,
        { idempotencyKey: randomUUID(), items: [{ couponId: id, quantity: 1 }], contact, expectedTotalCents: 8_959 },
        approve,
      ),
    ).rejects.toThrow();
    const noTotal = runAs(buyer, (tx) =>
      tx.execute(
        sql`select public.reserve_order(${randomUUID()}, ${JSON.stringify([{ coupon_id: id, quantity: 1 }])}::jsonb, '{}'::jsonb, null)`,
      ),
    );
    expect(await failureOf(noTotal)).toMatch(/total the shopper saw is required/);
    expect((await couponRow(db(), id)).remaining).toBe(10);
  });
});

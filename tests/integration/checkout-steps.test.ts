// The three checkout steps on every engine: only the system confirms or releases,
// an order is confirmed only for exactly its total, a pending order has no vouchers and is private,
// expired reservations go back on sale, and reservations with declines never oversell.
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON } from "@/lib/data/caller";
import { confirmOrder, releaseExpiredOrders, type ChargeOrder } from "@/lib/payments/data/checkout";
import { listMyVouchers } from "@/lib/data/orders/vouchers";
import { placeOrder, reserveOrder } from "@/lib/payments/data/checkout";
import { stockMayHaveReturned } from "@/lib/payments/data/stock-gate";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { updateCoupon } from "@/lib/data/catalogue/seller-coupons";
import { coupons, orders, vouchers } from "@/lib/db/schema";
import { updateCouponSchema } from "@/lib/domain/forms/coupon";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, reviewer0, seller } from "./helpers/fixtures";
import { approve, buy, buyers, contact, couponRow, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const PRICE_CENTS = 8_959; // makeCoupon's Q79.99 + IVA, one unit

describe.each(testEngines())("checkout steps [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  const reserve = (couponId: string, who = buyer, quantity = 1) =>
    reserveOrder(who, {
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity }],
      contact,
      expectedTotalCents: PRICE_CENTS * quantity,
    });
  const pendingOrder = async (couponId: string, who = buyer) => {
    const r = await reserve(couponId, who);
    if (!r.ok) throw new Error("reservation refused");
    return r;
  };
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const expire = (id: string) =>
    db()
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, id));

  it("lets no shopper confirm, release or sweep an order, nor buy through the old one-step function", async () => {
    const couponId = await makeCoupon(db());
    const order = await pendingOrder(couponId);
    expect(order).toMatchObject({ status: "pending", totalCents: PRICE_CENTS, voucherCount: 1, replayed: false });
    const asBuyer = (statement: ReturnType<typeof sql>) => failureOf(runAs(buyer, (tx) => tx.execute(statement)));
    expect(
      await asBuyer(sql`select public.confirm_order(${order.orderId}::uuid, ${PRICE_CENTS}::bigint, 'forged')`),
    ).toMatch(/permission denied/);
    expect(await asBuyer(sql`select public.release_order(${order.orderId}::uuid, 'cancelled')`)).toMatch(
      /permission denied/,
    );
    expect(await asBuyer(sql`select public.release_expired_orders(10)`)).toMatch(/permission denied/);
    expect(await asBuyer(sql`select public.release_reservations(array[${order.orderId}::uuid], 'cancelled')`)).toMatch(
      /permission denied/,
    );
    const oneStep = JSON.stringify([{ coupon_id: couponId, quantity: 1 }]);
    expect(await asBuyer(sql`select public.purchase_coupons(${randomUUID()}, ${oneStep}::jsonb, '{}'::jsonb)`)).toMatch(
      /does not exist/,
    );
    expect(
      await failureOf(
        runAs(ANON, (tx) =>
          tx.execute(
            sql`select public.reserve_order(${randomUUID()}, ${oneStep}::jsonb, '{}'::jsonb, ${PRICE_CENTS}::bigint)`,
          ),
        ),
      ),
    ).toMatch(/permission denied/);
    // The old one-step function is gone altogether, for its owner too.
    expect(
      await failureOf(
        db().execute(sql`select public.purchase_coupons(${randomUUID()}, ${oneStep}::jsonb, '{}'::jsonb)`),
      ),
    ).toMatch(/does not exist/);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "pending", paidAt: null });
    expect(await db().select().from(vouchers).where(eq(vouchers.couponId, couponId))).toHaveLength(0);
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 9, reserved: 1, sold: 0 });
  });

  it("confirms an order only for exactly its total, once", async () => {
    const couponId = await makeCoupon(db());
    const order = await pendingOrder(couponId);
    expect(
      await failureOf(confirmOrder(order.orderId, { amountCents: PRICE_CENTS - 1, reference: "sim_short" })),
    ).toMatch(/not the order total/);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "pending" });
    expect(await confirmOrder(order.orderId, { amountCents: PRICE_CENTS, reference: "sim_ok" })).toMatchObject({
      ok: true,
      replayed: false,
      voucherCount: 1,
    });
    expect(await confirmOrder(order.orderId, { amountCents: PRICE_CENTS, reference: "sim_again" })).toMatchObject({
      ok: true,
      replayed: true,
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: "paid",
      paymentReference: "sim_ok",
      reservedUntil: null,
    });
    expect(await db().select().from(vouchers).where(eq(vouchers.couponId, couponId))).toHaveLength(1);
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 9, reserved: 0, sold: 1 });
  });

  it("keeps a pending order private and without vouchers until it is paid", async () => {
    const couponId = await makeCoupon(db());
    const order = await pendingOrder(couponId);
    const visible = (who: typeof buyer) =>
      runAs(who, (tx) => tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.orderId)));
    expect(await visible(buyer)).toHaveLength(1);
    expect(await visible(reviewer0)).toHaveLength(0);
    expect((await listMyVouchers(buyer)).filter((v) => v.couponId === couponId)).toHaveLength(0);
    await confirmOrder(order.orderId, { amountCents: PRICE_CENTS, reference: "sim_ok" });
    expect((await listMyVouchers(buyer)).filter((v) => v.couponId === couponId)).toHaveLength(1);
    expect(await visible(reviewer0)).toHaveLength(0);
  });

  it("releases expired reservations on the next purchase of the coupon, and elsewhere", async () => {
    const lastOne = await makeCoupon(db(), { remaining: 1, totalStock: 1 });
    const held = await pendingOrder(lastOne);
    // A live reservation holds the unit: another shopper is told it is sold out.
    expect(await buy(reviewer0, { items: [{ couponId: lastOne, quantity: 1 }] })).toMatchObject({
      ok: false,
      reason: "unavailable",
    });
    await expire(held.orderId);
    // Fifteen minutes pass (the refusal above is remembered as sold out for a second only:
    // lib/payments/data/stock-gate.ts).
    stockMayHaveReturned();
    // Expired: the next purchase of that coupon releases it first and gets the unit.
    expect(await reserve(lastOne, reviewer0)).toMatchObject({ ok: true, status: "pending" });
    expect(await orderRow(held.orderId)).toMatchObject({ status: "cancelled", reservedUntil: null });
    // The crashed checkout comes back after its payment: nothing is sold to it twice.
    expect(await confirmOrder(held.orderId, { amountCents: PRICE_CENTS, reference: "sim_late" })).toEqual({
      ok: false,
      status: "cancelled",
    });
    expect(await couponRow(db(), lastOne)).toMatchObject({ remaining: 0, reserved: 1, sold: 0 });

    // A purchase of an unrelated coupon releases the oldest expired reservations elsewhere too.
    const other = await makeCoupon(db(), { remaining: 3, totalStock: 3 });
    const stale = await pendingOrder(other);
    await expire(stale.orderId);
    expect(await buy(buyer, { items: [{ couponId: await makeCoupon(db()), quantity: 1 }] })).toMatchObject({
      ok: true,
    });
    expect(await orderRow(stale.orderId)).toMatchObject({ status: "cancelled" });
    expect(await couponRow(db(), other)).toMatchObject({ remaining: 3, reserved: 0 });

    // The scheduled sweep releases what no purchase touched; a live reservation stays.
    const swept = await pendingOrder(other);
    const live = await pendingOrder(other);
    await expire(swept.orderId);
    expect(await releaseExpiredOrders()).toBeGreaterThanOrEqual(1);
    expect((await orderRow(swept.orderId)).status).toBe("cancelled");
    expect((await orderRow(live.orderId)).status).toBe("pending");
    expect(await couponRow(db(), other)).toMatchObject({ remaining: 2, reserved: 1 });
  });

  it("tells a retry of a checkout still being paid to wait, and lets it start again once that reservation expired", async () => {
    const couponId = await makeCoupon(db(), { remaining: 1, totalStock: 1 });
    const input = {
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity: 1 }],
      contact,
      expectedTotalCents: PRICE_CENTS,
    };
    const crashed = await reserveOrder(buyer, input); // its request died before charging
    expect(crashed).toMatchObject({ ok: true, status: "pending" });
    expect(await placeOrder(buyer, input, approve)).toEqual({ ok: false, reason: "in_progress" });
    await expire(crashed.ok ? crashed.orderId : "");
    const retried = await placeOrder(buyer, input, approve);
    expect(retried).toMatchObject({ ok: true, replayed: false, voucherCount: 1 });
    const statuses = await db()
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.idempotencyKey, input.idempotencyKey));
    expect(statuses.map((o) => o.status).sort()).toEqual(["cancelled", "paid"]);
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 0, reserved: 0, sold: 1 });
  });

  it("answers an approved payment whose reservation expired meanwhile with 'expired', selling nothing", async () => {
    const couponId = await makeCoupon(db(), { remaining: 1, totalStock: 1 });
    const late: ChargeOrder = async (order) => {
      await expire(order.orderId);
      // Its 15 minutes passed: what this process heard a second after the reservation (no units
      // left, lib/payments/data/stock-gate.ts) is long forgotten by then.
      stockMayHaveReturned();
      await reserve(couponId, reviewer0); // someone else buys the released unit meanwhile
      return { approved: true, reference: "sim_late" };
    };
    const result = await placeOrder(
      buyer,
      { idempotencyKey: randomUUID(), items: [{ couponId, quantity: 1 }], contact, expectedTotalCents: PRICE_CENTS },
      late,
    );
    expect(result).toEqual({ ok: false, reason: "expired", reference: "sim_late" });
    expect(await db().select().from(vouchers).where(eq(vouchers.couponId, couponId))).toHaveLength(0);
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 0, reserved: 1, sold: 0 });
  });

  it("keeps reserved units out of what a seller's edit puts back on sale; sellers cannot set reserved", async () => {
    const couponId = await makeCoupon(db());
    const order = await reserve(couponId, buyer, 2);
    if (!order.ok) throw new Error("reservation refused");
    const edit = (stock: number) =>
      updateCoupon(
        seller,
        updateCouponSchema.parse({
          id: couponId,
          businessId: demoBusinessId,
          title: "Editado",
          originalPrice: "100",
          discountPrice: "79.99",
          endTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          stock,
          category: "General",
        }),
      );
    expect(await edit(12)).toEqual({ ok: true });
    expect(await couponRow(db(), couponId)).toMatchObject({ totalStock: 12, remaining: 10, reserved: 2, sold: 0 });
    expect(await edit(1)).toEqual({ ok: false, reason: "stock_below_sold" });
    expect(
      await failureOf(runAs(seller, (tx) => tx.update(coupons).set({ reserved: 0 }).where(eq(coupons.id, couponId)))),
    ).toMatch(/permission denied/);
    const [inserted] = await runAs(seller, (tx) =>
      tx
        .insert(coupons)
        .values({
          sellerUserId: seller.userId,
          businessId: demoBusinessId,
          title: "Reservado",
          discountPrice: "10.00",
          endTime: new Date(Date.now() + 86_400_000),
          remaining: 5,
          totalStock: 5,
          reserved: 99,
        })
        .returning({ reserved: coupons.reserved }),
    );
    expect(inserted!.reserved).toBe(0);
    expect(await confirmOrder(order.orderId, { amountCents: order.totalCents, reference: "sim_ok" })).toMatchObject({
      ok: true,
    });
    expect(await couponRow(db(), couponId)).toMatchObject({ totalStock: 12, remaining: 10, reserved: 0, sold: 2 });
  });

  it("releases the order when the charge throws", async () => {
    const couponId = await makeCoupon(db());
    const key = randomUUID();
    const broken: ChargeOrder = async () => {
      throw new Error("gateway unreachable");
    };
    await expect(
      placeOrder(
        buyer,
        { idempotencyKey: key, items: [{ couponId, quantity: 2 }], contact, expectedTotalCents: 17_918 },
        broken,
      ),
    ).rejects.toThrow(/unreachable/);
    expect((await db().select().from(orders).where(eq(orders.idempotencyKey, key))).map((o) => o.status)).toEqual([
      "failed",
    ]);
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 10, reserved: 0, sold: 0 });
  });

  it("answers the units a reservation left, and turns away at once the buyers queued past the last ones", async () => {
    stockMayHaveReturned();
    const couponId = await makeCoupon(db(), { remaining: 3, totalStock: 3 });
    const [title] = (await db().select({ title: coupons.title }).from(coupons).where(eq(coupons.id, couponId))).map(
      (c) => c.title,
    );
    const items = JSON.stringify([{ coupon_id: couponId, quantity: 1 }]);
    const [answer] = await runAs(buyer, async (tx) =>
      rowsOf<{ r: unknown }>(
        await tx.execute(
          sql`select public.reserve_order(${randomUUID()}, ${items}::jsonb, '{}'::jsonb, ${PRICE_CENTS}::bigint) as r`,
        ),
      ),
    );
    expect(answer!.r).toMatchObject({ ok: true, units_left: [{ coupon_id: couponId, title, remaining: 2 }] });
    // Twelve buyers at once for the last two units: two reserve, ten are told it is sold out, the
    // ones queued past the units left without a turn in the database.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        reserveOrder(buyers[i % buyers.length]!, {
          idempotencyKey: randomUUID(),
          items: [{ couponId, quantity: 1 }],
          contact: { ...contact, email: `fila${i}@example.com` },
          expectedTotalCents: PRICE_CENTS,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(10);
    for (const r of refused)
      expect(r).toEqual({
        ok: false,
        reason: "unavailable",
        problems: [{ couponId, title, reason: "agotado", remaining: 0 }],
      });
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 0, reserved: 3, sold: 0 });
    stockMayHaveReturned();
  });

  it("never oversells 30 units to 120 concurrent buyers when every third card is declined", async () => {
    const couponId = await makeCoupon(db(), { remaining: 30, totalStock: 30 });
    const declined = new Set<string>();
    const charges: string[] = [];
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) => {
        const charge: ChargeOrder = async (order) => {
          charges.push(order.orderId);
          await new Promise((resolve) => setTimeout(resolve, i % 7));
          if (i % 3 === 0) {
            declined.add(order.orderId);
            return { approved: false };
          }
          return approve(order);
        };
        return buy(buyers[i % buyers.length]!, { items: [{ couponId, quantity: 1 }] }, charge);
      }),
    );
    const paid = results.filter((r) => r.ok);
    const row = await couponRow(db(), couponId);
    expect(row.reserved).toBe(0);
    expect(row.sold).toBe(paid.length);
    expect(row.sold + row.remaining).toBe(30);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThanOrEqual(30);
    const issued = await db().select().from(vouchers).where(eq(vouchers.couponId, couponId));
    expect(issued).toHaveLength(paid.length);
    // Every charged attempt ended paid or failed; no declined attempt got a voucher.
    const attempts = await db().select().from(orders).where(inArray(orders.id, charges));
    expect(attempts.filter((o) => o.status === "paid")).toHaveLength(paid.length);
    expect(
      attempts
        .filter((o) => o.status === "failed")
        .map((o) => o.id)
        .sort(),
    ).toEqual([...declined].sort());
    expect(results.filter((r) => !r.ok && r.reason === "declined")).toHaveLength(declined.size);
  });
});

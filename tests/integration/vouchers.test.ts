// Vouchers on every engine: redeemed exactly once by the business only, 'vencido' computed on
// read, and the row level security of orders, items and vouchers.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, authenticatedCaller, type Caller } from "@/lib/data/caller";
import { listMyVouchers, redeemVoucher, sellerCouponSales } from "@/lib/data/orders/vouchers";
import { runAs } from "@/lib/data/run-as";
import { coupons, orderItems, orders, vouchers } from "@/lib/db/schema";
import { businessOwner } from "@/lib/db/seed/users";
import { formatCode } from "@/lib/domain/voucher-code";
import { testEngines } from "./helpers/engines";
import { buyer, editor, manager, otherBusiness, reviewer0, seller, userId } from "./helpers/fixtures";
import { buy as buyAt, couponRow, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const otherOwner: Caller = authenticatedCaller(userId(businessOwner(otherBusiness.slug).key));

describe.each(testEngines())("vouchers [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;

  /** Buys `quantity` units of a fresh coupon as `who` and returns the coupon and its codes. */
  async function buy(who: Caller, quantity = 1) {
    const couponId = await makeCoupon(db());
    const result = await buyAt(who, { items: [{ couponId, quantity }] });
    if (!result.ok) throw new Error("purchase refused");
    const rows = await db().select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.couponId, couponId));
    return { couponId, orderId: result.orderId, codes: rows.map((r) => r.code) };
  }

  it("redeems a voucher exactly once under 20 concurrent redemptions", async () => {
    const { codes } = await buy(buyer);
    const staff = [seller, manager, editor];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => redeemVoucher(staff[i % 3]!, codes[0]!)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const losers = results.filter((r) => !r.ok);
    expect(losers).toHaveLength(19);
    for (const r of losers)
      expect(r).toMatchObject({ ok: false, reason: "ya_canjeado", redeemedAt: expect.any(String) });
    const [row] = await db().select().from(vouchers).where(eq(vouchers.code, codes[0]!));
    expect(row!.status).toBe("canjeado");
    expect(staff.map((s) => s.userId)).toContain(row!.redeemedBy);
  });

  it("normalises a typed code and tells unknown, foreign, used and expired codes apart", async () => {
    const { couponId, codes } = await buy(buyer, 3);
    const [a, b, c] = codes as [string, string, string];
    expect(await redeemVoucher(manager, ` ${formatCode(a).toLowerCase()} `)).toMatchObject({
      ok: true,
      couponId,
      couponTitle: expect.stringMatching(/^Prueba/),
    });
    expect(await redeemVoucher(manager, a)).toMatchObject({ ok: false, reason: "ya_canjeado" });
    expect(await redeemVoucher(manager, "ZZZZZZZZZZZZ")).toEqual({ ok: false, reason: "no_existe" });
    // Another business's owner, and the buyer themself, learn nothing about an existing code.
    expect(await redeemVoucher(otherOwner, b)).toEqual({ ok: false, reason: "no_existe" });
    expect(await redeemVoucher(buyer, b)).toEqual({ ok: false, reason: "no_existe" });
    expect((await db().select().from(vouchers).where(eq(vouchers.code, b)))[0]!.status).toBe("vigente");
    await expect(redeemVoucher(ANON, b)).rejects.toThrow();

    await db()
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.code, c));
    expect(await redeemVoucher(editor, c)).toMatchObject({
      ok: false,
      reason: "vencido",
      expiresAt: expect.any(String),
    });
    const mine = await listMyVouchers(buyer);
    const byCode = new Map(mine.map((v) => [v.code, v]));
    expect(byCode.get(a)).toMatchObject({ state: "canjeado", redeemedAt: expect.any(String) });
    expect(byCode.get(b)).toMatchObject({
      state: "vigente",
      redeemedAt: null,
      couponId,
      businessSlug: expect.any(String),
    });
    // The row still says 'vigente'; the buyer sees what is true.
    expect(byCode.get(c)?.state).toBe("vencido");

    const sales = await sellerCouponSales(manager, [couponId]);
    expect(sales[couponId]).toEqual({ sold: 3, redeemed: 1 });
    expect((await sellerCouponSales(buyer, [couponId]))[couponId]).toEqual({ sold: 0, redeemed: 0 });
    expect((await sellerCouponSales(otherOwner, [couponId, "bad-id"]))[couponId]).toEqual({ sold: 0, redeemed: 0 });
  });

  it("shows a buyer only their own orders, items and vouchers, and anon none", async () => {
    const mine = await buy(buyer, 2);
    const theirs = await buy(reviewer0, 1);
    const read = (who: Caller) =>
      runAs(who, async (tx) => ({
        orders: (await tx.select({ id: orders.id }).from(orders)).map((r) => r.id),
        items: (await tx.select({ order: orderItems.orderId }).from(orderItems)).map((r) => r.order),
        vouchers: (await tx.select({ code: vouchers.code }).from(vouchers)).map((r) => r.code),
      }));
    const a = await read(buyer);
    expect(a.orders).toContain(mine.orderId);
    expect(a.orders).not.toContain(theirs.orderId);
    expect(a.items).not.toContain(theirs.orderId);
    expect(a.vouchers).toEqual(expect.arrayContaining(mine.codes));
    expect(a.vouchers).not.toContain(theirs.codes[0]);
    const b = await read(reviewer0);
    expect(b.orders).toEqual([theirs.orderId]);
    expect(b.vouchers).toEqual(theirs.codes);
    expect(await read(ANON)).toEqual({ orders: [], items: [], vouchers: [] });
    expect((await listMyVouchers(reviewer0)).map((v) => v.code)).toEqual(theirs.codes);
    expect(await listMyVouchers(ANON)).toEqual([]);
    // Staff of the business see its vouchers, but /mis-cupones stays the buyer's own.
    expect((await read(manager)).vouchers).toEqual(expect.arrayContaining(mine.codes));
    expect((await listMyVouchers(manager)).map((v) => v.code)).not.toContain(mine.codes[0]);
  });

  it("refuses direct writes: orders, items and vouchers only through the functions, stock only by its sellers", async () => {
    const { couponId, orderId, codes } = await buy(buyer, 1);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const forged = {
      buyerUserId: buyer.userId!,
      idempotencyKey: randomUUID(),
      status: "paid",
      subtotal: "0.00",
      tax: "0.00",
      total: "0.00",
    };
    expect(await failureOf(runAs(buyer, (tx) => tx.insert(orders).values(forged)))).toMatch(/permission denied/);
    expect(
      await failureOf(
        runAs(buyer, (tx) =>
          tx.insert(orderItems).values({ orderId, couponId, title: "x", quantity: 9, unitPrice: "0.00" }),
        ),
      ),
    ).toMatch(/permission denied/);
    const voucher = {
      orderItemId: item!.id,
      couponId,
      buyerUserId: buyer.userId!,
      code: "AAAAAAAAAAAA",
      expiresAt: new Date(Date.now() + 86_400_000),
    };
    expect(await failureOf(runAs(buyer, (tx) => tx.insert(vouchers).values(voucher)))).toMatch(/permission denied/);
    expect(
      await failureOf(
        runAs(buyer, (tx) => tx.update(vouchers).set({ status: "vigente" }).where(eq(vouchers.code, codes[0]!))),
      ),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(
        runAs(manager, (tx) => tx.update(vouchers).set({ status: "canjeado" }).where(eq(vouchers.code, codes[0]!))),
      ),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(runAs(buyer, (tx) => tx.update(orders).set({ total: "0.00" }).where(eq(orders.id, orderId)))),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(runAs(buyer, (tx) => tx.update(coupons).set({ sold: 0 }).where(eq(coupons.id, couponId)))),
    ).toMatch(/permission denied/);
    expect(await failureOf(runAs(buyer, (tx) => tx.execute(sql`select public.new_voucher_code()`)))).toMatch(
      /permission denied/,
    );
    // A buyer's UPDATE of stock matches no row under RLS (and what is left is nobody's to type in): nothing changes.
    const before = await couponRow(db(), couponId);
    const updated = await runAs(buyer, (tx) =>
      tx.update(coupons).set({ totalStock: 999 }).where(eq(coupons.id, couponId)).returning({ id: coupons.id }),
    );
    expect(updated).toEqual([]);
    expect(
      await failureOf(runAs(buyer, (tx) => tx.update(coupons).set({ remaining: 999 }).where(eq(coupons.id, couponId)))),
    ).toMatch(/permission denied/);
    expect((await couponRow(db(), couponId)).remaining).toBe(before.remaining);
    expect(
      await failureOf(runAs(ANON, (tx) => tx.update(coupons).set({ remaining: 999 }).where(eq(coupons.id, couponId)))),
    ).toMatch(/permission denied/);
    expect((await db().select().from(orders).where(eq(orders.idempotencyKey, forged.idempotencyKey))).length).toBe(0);
  });
});

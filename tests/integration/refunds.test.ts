// Refunds on every engine: one database function under row locks gives a unit back
// exactly once, loses or wins against a redemption of the same voucher (never both), refuses
// what is not refundable with a reason, and stays the voucher owner's alone.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { completeRefund, refundVoucher, retryPendingRefunds, type RefundDone } from "@/lib/data/orders/refunds";
import { runAs } from "@/lib/data/run-as";
import { orders, refunds, vouchers } from "@/lib/db/schema";
import { REVIEWERS } from "@/lib/db/seed/users";
import { toCents } from "@/lib/domain/money";
import { createSimulatedGateway } from "@/lib/payments/adapters/simulated";
import { testEngines } from "./helpers/engines";
import { buyer, manager, reviewer0, userId } from "./helpers/fixtures";
import { buy as buyAt, couponRow, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const reviewer1: Caller = authenticatedCaller(userId(REVIEWERS[1]!.key));

describe.each(testEngines())("refunds [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;

  async function buy(who: Caller, quantity = 1, price = "79.99") {
    const couponId = await makeCoupon(db(), { discountPrice: price });
    const result = await buyAt(who, { items: [{ couponId, quantity }] });
    if (!result.ok) throw new Error("purchase refused");
    const rows = await db()
      .select({ id: vouchers.id, code: vouchers.code })
      .from(vouchers)
      .where(eq(vouchers.couponId, couponId))
      .orderBy(vouchers.code);
    return { couponId, orderId: result.orderId, totalCents: result.totalCents, vouchers: rows };
  }
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const voucherRow = async (id: string) => (await db().select().from(vouchers).where(eq(vouchers.id, id)))[0]!;

  it("gives the unit back exactly once under 20 concurrent refund requests", async () => {
    const {
      couponId,
      orderId,
      totalCents,
      vouchers: [v],
    } = await buy(buyer);
    const before = await couponRow(db(), couponId);
    const results = await Promise.all(Array.from({ length: 20 }, () => refundVoucher(buyer, v!.id)));
    const won = results.filter((r) => r.ok);
    expect(won).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok)) expect(r).toEqual({ ok: false, reason: "reembolsado" });
    const after = await couponRow(db(), couponId);
    expect(after.remaining).toBe(before.remaining + 1);
    expect(after.sold).toBe(before.sold - 1);
    expect(after.remaining).toBe(after.totalStock - after.sold - after.reserved);
    expect((await voucherRow(v!.id)).status).toBe("reembolsado");
    // The order's only voucher: its whole total comes back, and the order reads 'reembolsada'.
    expect(won[0]).toMatchObject({
      amountCents: totalCents,
      refundedTotalCents: totalCents,
      orderState: "reembolsada",
      orderId,
    });
    expect(toCents((await orderRow(orderId)).refundedTotal)).toBe(totalCents);
    expect(await db().select().from(refunds).where(eq(refunds.voucherId, v!.id))).toHaveLength(1);
  });

  it("a refund racing a redemption of the same voucher: exactly one wins, never both", async () => {
    const { couponId, vouchers: list } = await buy(buyer, 6);
    const start = await couponRow(db(), couponId);
    let refundsWon = 0;
    for (const [i, v] of list.entries()) {
      // Alternate who starts first, so both orders of arrival are exercised.
      const [refund, redeem] =
        i % 2
          ? await Promise.all([refundVoucher(buyer, v.id), redeemVoucher(manager, v.code)])
          : await Promise.all([redeemVoucher(manager, v.code), refundVoucher(buyer, v.id)]).then(
              ([a, b]) => [b, a] as const,
            );
      expect(refund.ok !== redeem.ok).toBe(true);
      const row = await voucherRow(v.id);
      if (refund.ok) {
        refundsWon += 1;
        expect(redeem).toEqual({ ok: false, reason: "reembolsado" });
        expect(row.status).toBe("reembolsado");
        expect(row.redeemedAt).toBeNull();
      } else {
        expect(refund).toEqual({ ok: false, reason: "canjeado" });
        expect(row.status).toBe("canjeado");
        expect(row.refundedAt).toBeNull();
      }
    }
    const end = await couponRow(db(), couponId);
    expect(end.remaining - start.remaining).toBe(refundsWon);
    expect(start.sold - end.sold).toBe(refundsWon);
  });

  it("refuses redeemed, expired, too old, already refunded and other people's vouchers, changing nothing", async () => {
    const { couponId, orderId, vouchers: list } = await buy(buyer, 4);
    const [used, expired, refunded, other] = list as [
      (typeof list)[number],
      (typeof list)[number],
      (typeof list)[number],
      (typeof list)[number],
    ];
    expect(await redeemVoucher(manager, used.code)).toMatchObject({ ok: true });
    await db()
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, expired.id));
    expect(await refundVoucher(buyer, refunded.id)).toMatchObject({ ok: true, orderState: "reembolsada_parcialmente" });
    const stock = await couponRow(db(), couponId);
    const order = await orderRow(orderId);

    expect(await refundVoucher(buyer, used.id)).toEqual({ ok: false, reason: "canjeado" });
    expect(await refundVoucher(buyer, expired.id)).toEqual({ ok: false, reason: "vencido" });
    expect(await refundVoucher(buyer, refunded.id)).toEqual({ ok: false, reason: "reembolsado" });
    expect(await refundVoucher(reviewer0, other.id)).toEqual({ ok: false, reason: "no_existe" });
    expect(await refundVoucher(buyer, "not-a-uuid")).toEqual({ ok: false, reason: "no_existe" });
    // The refunded voucher never redeems again.
    expect(await redeemVoucher(manager, refunded.code)).toEqual({ ok: false, reason: "reembolsado" });

    // Paid 8 days ago: past the 7-day window.
    await db()
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orders.id, orderId));
    expect(await refundVoucher(buyer, other.id)).toEqual({ ok: false, reason: "plazo_vencido" });
    expect(await couponRow(db(), couponId)).toEqual(stock);
    expect((await orderRow(orderId)).refundedTotal).toBe(order.refundedTotal);
    expect((await voucherRow(other.id)).status).toBe("vigente");
  });

  it("refunds an order's vouchers one by one to exactly its total", async () => {
    // Three units at Q10.04: IVA on the order (Q3.61) is a cent more than three per-unit IVAs (3 x Q1.20).
    const { orderId, totalCents, vouchers: list } = await buy(buyer, 3, "10.04");
    const amounts: number[] = [];
    for (const v of list) {
      const r = await refundVoucher(buyer, v.id);
      if (!r.ok) throw new Error(r.reason);
      amounts.push(r.amountCents);
    }
    expect(amounts).toEqual([1004 + 120, 1004 + 120, 1004 + 121]);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(totalCents);
    expect(toCents((await orderRow(orderId)).refundedTotal)).toBe(totalCents);
  });

  it("asks the payment port once per refund and records its reference", async () => {
    const {
      vouchers: [v],
    } = await buy(buyer);
    const done = (await refundVoucher(buyer, v!.id)) as RefundDone;
    const gateway = createSimulatedGateway({ delayMs: 0 });
    expect(await completeRefund(done, (r) => gateway.refund(r))).toBe(true);
    expect(await completeRefund(done, (r) => gateway.refund(r))).toBe(false);
    expect(gateway.refunds).toHaveLength(1);
    expect(gateway.refunds[0]).toMatchObject({
      amountCents: done.amountCents,
      idempotencyKey: done.refundId,
      paymentReference: expect.stringMatching(/^sim_test_/),
    });
    const [row] = await db().select().from(refunds).where(eq(refunds.id, done.refundId));
    expect(row).toMatchObject({ status: "completado", paymentReference: gateway.refunds[0]!.reference });
    // A gateway that fails leaves the refund 'pendiente' (to retry); the voucher stays refunded.
    const second = await buy(buyer);
    const pending = (await refundVoucher(buyer, second.vouchers[0]!.id)) as RefundDone;
    await expect(
      completeRefund(pending, async () => {
        throw new Error("gateway down");
      }),
    ).rejects.toThrow("gateway down");
    expect((await db().select().from(refunds).where(eq(refunds.id, pending.refundId)))[0]!.status).toBe("pendiente");
    // The retry (a scheduled job) completes it, once.
    expect(await retryPendingRefunds((r) => gateway.refund(r))).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(refunds).where(eq(refunds.id, pending.refundId)))[0]!.status).toBe("completado");
    expect(gateway.refunds.filter((r) => r.idempotencyKey === pending.refundId)).toHaveLength(1);
    expect(await retryPendingRefunds((r) => gateway.refund(r))).toBe(0);
  });

  it("RLS: only the system runs the refund function, and people read only their own refunds", async () => {
    const {
      vouchers: [v],
    } = await buy(buyer);
    expect(
      await failureOf(
        runAs(buyer, (tx) => tx.execute(sql`select public.refund_voucher(${buyer.userId}::uuid, ${v!.id}::uuid)`)),
      ),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(runAs(reviewer1, (tx) => tx.execute(sql`select public.complete_refund(gen_random_uuid(), 'x')`))),
    ).toMatch(/permission denied/);
    const done = (await refundVoucher(buyer, v!.id)) as RefundDone;
    const mine = await runAs(buyer, (tx) => tx.select({ id: refunds.id }).from(refunds));
    expect(mine.map((r) => r.id)).toContain(done.refundId);
    expect(await runAs(reviewer1, (tx) => tx.select({ id: refunds.id }).from(refunds))).toEqual([]);
    expect(
      await failureOf(
        runAs(buyer, (tx) => tx.update(refunds).set({ status: "completado" }).where(eq(refunds.id, done.refundId))),
      ),
    ).toMatch(/permission denied/);
    expect(await failureOf(runAs(buyer, (tx) => tx.update(orders).set({ refundedTotal: "0" })))).toMatch(
      /permission denied/,
    );
  });
});

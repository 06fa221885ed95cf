// Unpaid holds on every engine, against the local Recurrente stand-in with the real adapter (audit,
// issue 44, item 3: two 50-unit orders "paid" by starting bank transfers held a whole coupon for a
// day). One buyer (account, or contact address) may hold only so many units unpaid per coupon and
// in all, refused at checkout start with nothing written; the buyer's cancel releases a started
// transfer; a transfer holds stock for the operator's hours, not the provider's 24; the operator
// changes the limits (admin only, audited).
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { rowsOf } from "@/lib/db/client";
import { REVIEWERS } from "@/lib/db/seed/users";
import { orders } from "@/lib/db/schema";
import type { HostedPaymentProvider } from "@/lib/payments/types";
import { testEngines } from "./helpers/engines";
import { manager, userId } from "./helpers/fixtures";
import { buyers, contact as withCard, couponRow, makeCoupon } from "./helpers/orders";
import { startProvider } from "./helpers/sandbox-orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), updateTag: vi.fn() }));
const current = vi.hoisted(() => ({ provider: null as HostedPaymentProvider | null }));
vi.mock("@/lib/payments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/payments")>()),
  getHostedPaymentProvider: () => current.provider,
}));

const { startHostedCheckout } = await import("@/lib/payments/data/hosted-checkout");
const { recordPaymentEvent } = await import("@/lib/payments/data/payment-events");
const { applyPaymentEvent } = await import("@/lib/payments/data/apply-payment-events");
const { startHostedCheckoutAction } = await import("@/lib/actions/orders/start-hosted-checkout");
const { cancelHostedCheckoutAction } = await import("@/lib/actions/orders/cancel-hosted-checkout");
const { setHoldLimitsAction } = await import("@/lib/actions/admin/set-hold-limits");
const { getCouponDetail } = await import("@/lib/data/catalogue/coupon-detail");

const admin = authenticatedCaller(userId(REVIEWERS[6]!.key));
const urls = {
  returnUrl: (id: string) => `http://127.0.0.1:3000/pago/${id}`,
  cancelUrl: (id: string) => `http://127.0.0.1:3000/pago/${id}?cancelado=1`,
  wholeOrderName: (n: number) => `Pedido (${n})`,
};
const { cardLast4: _card, ...contact } = withCard; // the hosted checkout takes no card field
const HOUR = 3_600_000;
/** makeCoupon's Q79.99 a unit, IVA on the order's subtotal (rounded once). */
const totalOf = (units: number) => Math.round((7_999 * units * 112) / 100);

let provider: Awaited<ReturnType<typeof startProvider>>;
beforeAll(async () => {
  provider = await startProvider();
  current.provider = provider.adapter;
});
afterAll(() => provider.sandbox.close());

describe.each(testEngines())("unpaid holds [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { holdLimits: "defaults" });
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    current.provider = provider.adapter;
  });
  const db = () => t.owner;
  const ordersOf = (who: Caller) => db().select().from(orders).where(eq(orders.buyerUserId, who.userId!));
  const start = (who: Caller, couponId: string, quantity: number, email: string) =>
    startHostedCheckout(
      who,
      {
        idempotencyKey: randomUUID(),
        items: [{ couponId, quantity }],
        expectedTotalCents: totalOf(quantity),
        contact: { ...contact, email },
      },
      provider.adapter,
      urls,
    );
  const address = () => `holds-${randomUUID().slice(0, 8)}@example.com`;

  /** A started checkout whose buyer chose bank transfer, as the provider's pending event tells us. */
  async function startedTransfer(who: Caller, couponId: string, quantity: number, providerHours = 24) {
    const r = await start(who, couponId, quantity, address());
    if (!r.ok || !r.url) throw new Error(`refused: ${JSON.stringify(r)}`);
    const [row] = await db().select().from(orders).where(eq(orders.id, r.orderId));
    const checkout = provider.sandbox.store.checkouts.get(row!.providerCheckoutId!)!;
    Object.assign(checkout, { status: "payment_in_progress", method: "bank_transfer_receiver" });
    const eventId = `msg_${randomUUID()}`;
    await recordPaymentEvent("recurrente", {
      eventId,
      type: "bank_transfer_intent.pending",
      status: "pending",
      checkoutId: row!.providerCheckoutId,
      orderId: r.orderId,
      paymentId: null,
      amountCents: totalOf(quantity),
      currency: "GTQ",
      occurredAt: new Date(),
      deadline: new Date(Date.now() + providerHours * HOUR),
      raw: {},
    });
    await applyPaymentEvent(eventId);
    const [held] = await db().select().from(orders).where(eq(orders.id, r.orderId));
    expect(held).toMatchObject({ status: "pending", paymentMethod: "bank_transfer" });
    return { orderId: r.orderId, reservedUntil: held!.reservedUntil! };
  }

  it("per coupon: the 11th unpaid unit is refused with nothing written, for the account and for its address", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 100 });
    const [who, other] = [buyers[2]!, buyers[3]!];
    const email = address();
    expect((await start(who, couponId, 6, email)).ok).toBe(true);
    expect((await start(who, couponId, 4, email)).ok).toBe(true);
    const [before, otherBefore] = [(await ordersOf(who)).length, (await ordersOf(other)).length];
    expect(await start(who, couponId, 1, address())).toEqual({
      ok: false,
      reason: "hold_limit",
      scope: "coupon",
      limit: 10,
      held: 10,
      title: expect.any(String),
    });
    // Another account giving the same contact address is the same buyer here.
    expect(await start(other, couponId, 1, email.toUpperCase())).toMatchObject({ ok: false, scope: "coupon" });
    expect((await ordersOf(who)).length).toBe(before);
    expect(await ordersOf(other)).toHaveLength(otherBefore);
    expect((await couponRow(db(), couponId)).remaining).toBe(90);
    // The coupon page says it: '10 en proceso de pago', from the units unpaid orders hold.
    expect((await getCouponDetail(couponId))?.reserved).toBe(10);
    session.caller = who;
    const refused = await startHostedCheckoutAction({
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity: 2 }],
      expectedTotalCents: totalOf(2),
      ...contact,
      email,
    });
    expect(refused.ok || refused.error).toMatch(
      /^Ya tienes 10 de «.+» reservados sin pagar y el límite es 10 por cupón/,
    );
    expect((await couponRow(db(), couponId)).remaining).toBe(90);
    // A different buyer and address is not affected.
    expect((await start(other, couponId, 10, address())).ok).toBe(true);
  });

  it("in total: 20 unpaid units over several coupons, then refused", async () => {
    const who = buyers[4]!;
    const email = address();
    const [a, b, c] = [await makeCoupon(db()), await makeCoupon(db()), await makeCoupon(db())];
    expect((await start(who, a, 10, email)).ok).toBe(true);
    expect((await start(who, b, 10, email)).ok).toBe(true);
    expect(await start(who, c, 1, email)).toMatchObject({ ok: false, reason: "hold_limit", scope: "total", held: 20 });
    expect((await couponRow(db(), c)).remaining).toBe(10);
    session.caller = who;
    const refused = await startHostedCheckoutAction({
      idempotencyKey: randomUUID(),
      items: [{ couponId: c, quantity: 1 }],
      expectedTotalCents: totalOf(1),
      ...contact,
      email,
    });
    expect(refused.ok || refused.error).toMatch(
      /^Ya tienes 20 cupones reservados sin pagar y el límite es 20 en total/,
    );
  });

  it("a started transfer holds for 4 hours, not the provider's 24, and the buyer's cancel releases it", async () => {
    const who = buyers[5]!;
    const couponId = await makeCoupon(db(), { totalStock: 10 });
    const { orderId, reservedUntil } = await startedTransfer(who, couponId, 5);
    expect(reservedUntil.getTime()).toBeLessThanOrEqual(Date.now() + 4 * HOUR);
    expect(reservedUntil.getTime()).toBeGreaterThan(Date.now() + 4 * HOUR - 60_000);
    expect((await couponRow(db(), couponId)).remaining).toBe(5);
    session.caller = who;
    expect(await cancelHostedCheckoutAction({ orderId })).toEqual({ ok: true, data: { released: true } });
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe("cancelled");
    expect((await couponRow(db(), couponId)).remaining).toBe(10);
  });

  it("only an admin changes the limits, audited; the new ones apply at once", async () => {
    session.caller = manager;
    expect(await setHoldLimitsAction({ perCoupon: 2, total: 3, transferHours: 2 })).toEqual({
      ok: false,
      error: "Solo un administrador puede hacer esto.",
    });
    session.caller = admin;
    expect((await setHoldLimitsAction({ perCoupon: 0, total: 3, transferHours: 2 })).ok).toBe(false);
    expect((await setHoldLimitsAction({ perCoupon: 2, total: 3, transferHours: 500 })).ok).toBe(false);
    expect(await setHoldLimitsAction({ perCoupon: 2, total: 3, transferHours: 2 })).toEqual({
      ok: true,
      data: { perCoupon: 2, total: 3, transferHours: 2 },
    });
    const audit = rowsOf<{ target_id: string; after: unknown }>(
      await db().execute(
        sql`select target_id, after from public.admin_audit_log where action = 'set_setting' order by id`,
      ),
    );
    expect(audit.map((a) => [a.target_id, a.after])).toEqual([
      ["hold_max_units_per_coupon", "2"],
      ["hold_max_units_total", "3"],
      ["transfer_hold_hours", "2"],
    ]);
    const who = buyers[6]!;
    const couponId = await makeCoupon(db());
    expect(await start(who, couponId, 3, address())).toMatchObject({ ok: false, scope: "coupon", limit: 2 });
    const { reservedUntil } = await startedTransfer(who, couponId, 2);
    expect(reservedUntil.getTime()).toBeLessThanOrEqual(Date.now() + 2 * HOUR);
    expect(reservedUntil.getTime()).toBeGreaterThan(Date.now() + 2 * HOUR - 60_000);
  });
});

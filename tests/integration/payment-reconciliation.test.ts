// Provider refunds and reconciliation on every engine, against the local Recurrente stand-in
// (in process) through the real adapter: a voucher refund of a single-voucher order goes to the
// provider, one of a multi-voucher order is owed; a late payment with the stock gone is given
// back once however often its job runs; and every kind of mismatch is found, once, while an order
// that agrees with its checkout gives none. The sandbox's memory is driven directly to make the
// provider's side disagree.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { releaseOrder } from "@/lib/data/checkout";
import { startHostedCheckout } from "@/lib/data/hosted-checkout";
import { recordPaymentEvent } from "@/lib/data/payments";
import { reconcilePayments } from "@/lib/data/reconciliation";
import { refundVoucher } from "@/lib/data/refunds";
import { rowsOf } from "@/lib/db/client";
import {
  coupons,
  jobs,
  notifications,
  orderItems,
  orders,
  paymentMismatches,
  refunds,
  vouchers,
} from "@/lib/db/schema";
import { readOutbox } from "@/lib/email/mailer";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import { createRecurrenteProvider } from "@/lib/payments/recurrente/adapter";
import { SANDBOX_DEFAULTS, startSandbox, type RunningSandbox } from "@/lib/payments/sandbox/server";
import type { HostedPaymentProvider } from "@/lib/payments/types";
import { testEngines } from "./helpers/engines";
import { buyers, contact, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const configured = vi.hoisted(() => ({ provider: null as HostedPaymentProvider | null }));
vi.mock("@/lib/payments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/payments")>()),
  getHostedPaymentProvider: () => configured.provider,
}));

const PRICE_CENTS = 8_959; // makeCoupon's Q79.99 + IVA
const worker = { handlers: { ...JOB_HANDLERS, send_receipt: async () => {} }, backoff: { baseMs: 0, maxMs: 0 } };
const urls = {
  returnUrl: (id: string) => `http://localhost:3000/pago/${id}`,
  cancelUrl: (id: string) => `http://localhost:3000/pago/${id}/cancelar`,
  wholeOrderName: (units: number) => `Pedido de ${units} cupones`,
};

let sandbox: RunningSandbox;
let adapter: HostedPaymentProvider;
beforeAll(async () => {
  // No webhook is sent: payments are made in the sandbox's memory and told to us as verified events.
  sandbox = await startSandbox({ port: 0, webhookUrl: "http://127.0.0.1:9/none", retryDelaysMs: [] });
  adapter = createRecurrenteProvider({
    baseUrl: sandbox.url,
    publicKey: SANDBOX_DEFAULTS.publicKey,
    secretKey: SANDBOX_DEFAULTS.secretKey,
    webhookSecret: SANDBOX_DEFAULTS.webhookSecret,
  });
  configured.provider = adapter;
});
afterAll(async () => {
  await sandbox.close();
});

describe.each(testEngines())("provider refunds and reconciliation [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  let turn = 0;
  const nextBuyer = (): Caller => buyers[turn++ % buyers.length]!;

  /** A pending order with a checkout at the sandbox. */
  async function checkoutOrder(quantity = 1, who: Caller = nextBuyer()) {
    const couponId = await makeCoupon(db());
    const started = await startHostedCheckout(
      who,
      {
        idempotencyKey: randomUUID(),
        items: [{ couponId, quantity }],
        contact: { ...contact, email: `buyer-${randomUUID().slice(0, 8)}@example.com` },
        expectedTotalCents: PRICE_CENTS * quantity,
      },
      adapter,
      urls,
    );
    if (!started.ok || !started.url) throw new Error(`checkout refused: ${JSON.stringify(started)}`);
    const [row] = await db().select().from(orders).where(eq(orders.id, started.orderId));
    return { who, couponId, orderId: started.orderId, checkoutId: row!.providerCheckoutId!, email: row!.contactEmail! };
  }
  /** The buyer pays on the provider's page (its memory, as payWithCard leaves it). */
  function payAtProvider(checkoutId: string): string {
    const checkout = sandbox.store.checkouts.get(checkoutId)!;
    Object.assign(checkout, { status: "paid", method: "card", paymentId: `pa_${randomUUID().slice(0, 8)}` });
    checkout.paidAt = new Date();
    return checkout.paymentId!;
  }
  /** The provider's verified success event, applied by the fulfilment job. */
  async function tellUs(order: { orderId: string; checkoutId: string }, paymentId: string, cents: number) {
    await recordPaymentEvent("recurrente", {
      eventId: `msg_${randomUUID()}`,
      type: "payment_intent.succeeded",
      status: "succeeded",
      checkoutId: order.checkoutId,
      orderId: order.orderId,
      paymentId,
      amountCents: cents,
      currency: "GTQ",
      occurredAt: new Date(),
      deadline: null,
      raw: {},
    });
    await drainJobs(worker);
  }
  async function paidOrder(quantity = 1) {
    const order = await checkoutOrder(quantity);
    const paymentId = payAtProvider(order.checkoutId);
    await tellUs(order, paymentId, PRICE_CENTS * quantity);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.status).toBe("paid");
    return { ...order, paymentId };
  }
  const vouchersOf = (orderId: string) =>
    db()
      .select({ id: vouchers.id })
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .where(eq(orderItems.orderId, orderId));
  const refundsAtProvider = (paymentId: string) =>
    [...sandbox.store.refunds.values()].filter((r) => r.paymentId === paymentId);
  const window = () => ({ from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000) });

  it("a single-voucher order's refund goes to the provider, keyed by the refund, and reconciles clean", async () => {
    const order = await paidOrder(1);
    const [voucher] = await vouchersOf(order.orderId);
    const refund = await refundVoucher(order.who, voucher!.id);
    expect(refund.ok).toBe(true);
    await drainJobs(worker);
    const [row] = await db().select().from(refunds).where(eq(refunds.voucherId, voucher!.id));
    const atProvider = refundsAtProvider(order.paymentId);
    expect(atProvider).toHaveLength(1);
    expect(row).toMatchObject({ status: "completado", paymentReference: atProvider[0]!.id });
    const mails = (await readOutbox(order.email)).filter((m) => m.subject.startsWith("Comprobante de reembolso"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Llegará a tu método de pago");

    await reconcilePayments({ ...window(), provider: adapter });
    const open = await db().select().from(paymentMismatches).where(eq(paymentMismatches.checkoutId, order.checkoutId));
    expect(open).toEqual([]);
  });

  it("a voucher of a multi-voucher order is owed, not sent: no provider refund, the buyer is told the operator returns it", async () => {
    const order = await paidOrder(2);
    const [first] = await vouchersOf(order.orderId);
    expect((await refundVoucher(order.who, first!.id)).ok).toBe(true);
    await drainJobs(worker);
    const [row] = await db().select().from(refunds).where(eq(refunds.voucherId, first!.id));
    expect(row).toMatchObject({ status: "adeudado", paymentReference: null, settledAt: null });
    expect(refundsAtProvider(order.paymentId)).toEqual([]);
    const mails = (await readOutbox(order.email)).filter((m) => m.subject.startsWith("Comprobante de reembolso"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("crédito en tu cuenta o por transferencia bancaria");
    const inbox = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, order.who.userId!), eq(notifications.dedupeKey, `refund-owed:${row!.id}`)));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.kind).toBe("refund_owed");

    // The owed money is the operator's to return: the provider is not expected to have refunded it.
    await reconcilePayments({ ...window(), provider: adapter });
    expect(
      await db().select().from(paymentMismatches).where(eq(paymentMismatches.checkoutId, order.checkoutId)),
    ).toEqual([]);
  });

  it("a late payment with the stock gone is refunded whole, once, while its job fails and is retried", async () => {
    const order = await checkoutOrder(1);
    expect(await releaseOrder(order.orderId, "cancelled")).toBe(true);
    await db().update(coupons).set({ remaining: 0, sold: 10 }).where(eq(coupons.id, order.couponId));
    const paymentId = payAtProvider(order.checkoutId);
    let calls = 0;
    configured.provider = {
      ...adapter,
      async refund(request) {
        calls += 1;
        if (calls === 1) throw new Error("provider down for the first attempt");
        return adapter.refund(request);
      },
    };
    try {
      await tellUs(order, paymentId, PRICE_CENTS);
      // Run the job's work again, as a second worker or an operator's retry would.
      await JOB_HANDLERS.refund_order_payment({ orderId: order.orderId }, { jobId: 0 } as never);
    } finally {
      configured.provider = adapter;
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: "cancelled", paymentIssue: "refund_owed" });
    const atProvider = refundsAtProvider(paymentId);
    expect(atProvider).toHaveLength(1);
    expect(row!.providerRefundId).toBe(atProvider[0]!.id);
    expect(calls).toBe(2); // the failed attempt and the one that refunded; the re-run asked nothing
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `order-refund:${order.orderId}`));
    expect(job).toMatchObject({ state: "done", attempts: 2 });
    const mails = (await readOutbox(order.email)).filter((m) => m.subject.startsWith("Devolvimos tu pago"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Los cupones se agotaron mientras pagabas");
  });

  it("an amount_mismatch order is not refunded by itself", async () => {
    const order = await checkoutOrder(1);
    const paymentId = payAtProvider(order.checkoutId);
    await tellUs(order, paymentId, PRICE_CENTS - 1);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: "pending", paymentIssue: "amount_mismatch", providerRefundId: null });
    expect(
      await db()
        .select()
        .from(jobs)
        .where(eq(jobs.key, `order-refund:${order.orderId}`)),
    ).toEqual([]);
    expect(refundsAtProvider(paymentId)).toEqual([]);
  });

  it("finds every kind of mismatch once, none for an order that agrees, and a re-run adds no row", async () => {
    const clean = await paidOrder(1);

    const paidThere = await checkoutOrder(1);
    payAtProvider(paidThere.checkoutId); // no webhook ever came

    const notThere = await paidOrder(1);
    Object.assign(sandbox.store.checkouts.get(notThere.checkoutId)!, { status: "unpaid", paymentId: null });

    const otherAmount = await paidOrder(1);
    sandbox.store.checkouts.get(otherAmount.checkoutId)!.totalCents = PRICE_CENTS + 100;

    // Given back here (a late payment's refund recorded) but the provider has no such refund.
    const refundLost = await checkoutOrder(1);
    payAtProvider(refundLost.checkoutId);
    await releaseOrder(refundLost.orderId, "cancelled");
    await db().update(orders).set({ providerRefundId: "re_lost" }).where(eq(orders.id, refundLost.orderId));

    // Refunded on the provider's side only (its dashboard).
    const refundedThere = await paidOrder(1);
    sandbox.store.refunds.set("re_dashboard", {
      id: "re_dashboard",
      paymentId: refundedThere.paymentId,
      checkoutId: refundedThere.checkoutId,
      amountCents: PRICE_CENTS,
      currency: "GTQ",
      createdAt: new Date(),
    });

    const expected = new Map([
      [paidThere.checkoutId, "paid_not_recorded"],
      [notThere.checkoutId, "recorded_not_paid"],
      [otherAmount.checkoutId, "amount_differs"],
      [refundLost.checkoutId, "refund_missing_provider"],
      [refundedThere.checkoutId, "refund_missing_here"],
    ]);
    const ids = [clean.checkoutId, ...expected.keys()];
    const rows = () => db().select().from(paymentMismatches).where(inArray(paymentMismatches.checkoutId, ids));

    const first = await reconcilePayments({ ...window(), provider: adapter, concurrency: 3, pageSize: 2 });
    expect(first.error).toBeNull();
    const found = await rows();
    expect(new Map(found.map((m) => [m.checkoutId, m.kind]))).toEqual(expected);
    expect(found).toHaveLength(5);
    for (const m of found) expect(m.resolvedAt).toBeNull();
    const [run] = rowsOf<{ orders_checked: number; finished_at: string | null }>(
      await db().execute(
        sql`select orders_checked, finished_at from public.payment_reconciliations where id = ${first.reconciliationId}::uuid`,
      ),
    );
    expect(run).toMatchObject({ orders_checked: first.ordersChecked });
    expect(run!.finished_at).not.toBeNull();
    expect(first.ordersChecked).toBeGreaterThanOrEqual(ids.length);

    const second = await reconcilePayments({ ...window(), provider: adapter, pageSize: 3 });
    expect(second.ordersChecked).toBe(first.ordersChecked); // keyset pages see every order once
    const again = await rows();
    expect(again).toHaveLength(5);
    for (const m of again) {
      const before = found.find((f) => f.id === m.id)!;
      expect(m.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before.lastSeenAt.getTime());
      expect(m.reconciliationId).toBe(second.reconciliationId);
    }
    expect(second.newMismatches).toBe(0);
  });

  it("a provider that fails stops the run and says why", async () => {
    await paidOrder(1);
    const down: HostedPaymentProvider = { ...adapter, getCheckout: () => Promise.reject(new Error("503 caído")) };
    const summary = await reconcilePayments({ ...window(), provider: down });
    expect(summary.error).toContain("503 caído");
    const [run] = rowsOf<{ error: string | null }>(
      await db().execute(
        sql`select error from public.payment_reconciliations where id = ${summary.reconciliationId}::uuid`,
      ),
    );
    expect(run!.error).toContain("503 caído");
  });
});

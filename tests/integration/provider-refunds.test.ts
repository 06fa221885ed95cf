// Refunds through the provider on every engine, against the local Recurrente stand-in (in process)
// through the real adapter: a single-voucher order's refund goes to the provider and reconciles
// clean, a voucher of a multi-voucher order is owed (the buyer told the operator returns it), a late
// payment with the stock gone is given back once however often its job runs, and a wrong amount
// is left to the operator.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { releaseOrder } from "@/lib/payments/data/checkout";
import { reconcilePayments } from "@/lib/payments/data/reconciliation";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { coupons, jobs, notifications, orders, paymentMismatches, refunds } from "@/lib/db/schema";
import { readOutbox } from "@/lib/email/mailer";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import type { HostedPaymentProvider } from "@/lib/payments/types";
import { testEngines } from "./helpers/engines";
import { PRICE_CENTS, sandboxOrders, startProvider, testWindow as window, worker } from "./helpers/sandbox-orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const configured = vi.hoisted(() => ({ provider: null as HostedPaymentProvider | null }));
vi.mock("@/lib/payments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/payments")>()),
  getHostedPaymentProvider: () => configured.provider,
}));

let running: Awaited<ReturnType<typeof startProvider>>;
beforeAll(async () => {
  running = await startProvider();
  configured.provider = running.adapter;
});
afterAll(async () => {
  await running.sandbox.close();
});

describe.each(testEngines())("provider refunds [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  const { checkoutOrder, payAtProvider, tellUs, paidOrder, vouchersOf, refundsAtProvider } = sandboxOrders(
    db,
    () => running,
  );

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

    await reconcilePayments({ ...window(), provider: running.adapter });
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
    await reconcilePayments({ ...window(), provider: running.adapter });
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
      ...running.adapter,
      async refund(request) {
        calls += 1;
        if (calls === 1) throw new Error("provider down for the first attempt");
        return running.adapter.refund(request);
      },
    };
    try {
      await tellUs(order, paymentId, PRICE_CENTS);
      // Run the job's work again, as a second worker or an operator's retry would.
      await JOB_HANDLERS.refund_order_payment({ orderId: order.orderId }, { jobId: 0 } as never);
    } finally {
      configured.provider = running.adapter;
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
});

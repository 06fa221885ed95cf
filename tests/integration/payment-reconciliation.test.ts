// Reconciliation on every engine, against the local Recurrente stand-in (in process) through the
// real adapter: every kind of mismatch is found, once, a re-run adds no row, an order that agrees
// with its checkout gives none, and a failing provider stops the run with its reason. The
// sandbox's memory is driven directly to make the provider's side disagree.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { releaseOrder } from "@/lib/payments/data/checkout";
import { reconcilePayments } from "@/lib/payments/data/reconciliation";
import { rowsOf } from "@/lib/db/client";
import { orders, paymentMismatches } from "@/lib/db/schema";
import type { HostedPaymentProvider } from "@/lib/payments/types";
import { testEngines } from "./helpers/engines";
import { PRICE_CENTS, sandboxOrders, startProvider, testWindow as window } from "./helpers/sandbox-orders";
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

describe.each(testEngines())("payment reconciliation [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  const { checkoutOrder, payAtProvider, paidOrder } = sandboxOrders(db, () => running);

  it("finds every kind of mismatch once, none for an order that agrees, and a re-run adds no row", async () => {
    const clean = await paidOrder(1);

    const paidThere = await checkoutOrder(1);
    payAtProvider(paidThere.checkoutId); // no webhook ever came

    const notThere = await paidOrder(1);
    Object.assign(running.sandbox.store.checkouts.get(notThere.checkoutId)!, { status: "unpaid", paymentId: null });

    const otherAmount = await paidOrder(1);
    running.sandbox.store.checkouts.get(otherAmount.checkoutId)!.totalCents = PRICE_CENTS + 100;

    // Given back here (a late payment's refund recorded) but the provider has no such refund.
    const refundLost = await checkoutOrder(1);
    payAtProvider(refundLost.checkoutId);
    await releaseOrder(refundLost.orderId, "cancelled");
    await db().update(orders).set({ providerRefundId: "re_lost" }).where(eq(orders.id, refundLost.orderId));

    // Refunded on the provider's side only (its dashboard).
    const refundedThere = await paidOrder(1);
    running.sandbox.store.refunds.set("re_dashboard", {
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

    const first = await reconcilePayments({ ...window(), provider: running.adapter, concurrency: 3, pageSize: 2 });
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

    const second = await reconcilePayments({ ...window(), provider: running.adapter, pageSize: 3 });
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
    const down: HostedPaymentProvider = {
      ...running.adapter,
      getCheckout: () => Promise.reject(new Error("503 caído")),
    };
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

// Orders paid through the local Recurrente stand-in (in process) and the real adapter, for the
// provider-refund and reconciliation tests: a pending order with a checkout at the sandbox, a
// payment made in the sandbox's memory, and the verified success event applied by the job.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Caller } from "@/lib/data/caller";
import { startHostedCheckout } from "@/lib/payments/data/hosted-checkout";
import { recordPaymentEvent } from "@/lib/payments/data/payment-events";
import type { Db } from "@/lib/db";
import { orderItems, orders, vouchers } from "@/lib/db/schema";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import { createRecurrenteProvider } from "@/lib/payments/adapters/recurrente/adapter";
import { SANDBOX_DEFAULTS, startSandbox, type RunningSandbox } from "@/lib/payments/sandbox/server";
import type { HostedPaymentProvider } from "@/lib/payments/types";
import { buyers, contact, makeCoupon } from "./orders";

export const PRICE_CENTS = 8_959; // makeCoupon's Q79.99 + IVA
export const worker = { handlers: { ...JOB_HANDLERS, send_receipt: async () => {} }, backoff: { baseMs: 0, maxMs: 0 } };
const urls = {
  returnUrl: (id: string) => `http://localhost:3000/pago/${id}`,
  cancelUrl: (id: string) => `http://localhost:3000/pago/${id}/cancelar`,
  wholeOrderName: (units: number) => `Pedido de ${units} cupones`,
};

/** The sandbox with no webhook endpoint (payments are told to us as verified events) and its adapter. */
export async function startProvider(): Promise<{ sandbox: RunningSandbox; adapter: HostedPaymentProvider }> {
  const sandbox = await startSandbox({ port: 0, webhookUrl: "http://127.0.0.1:9/none", retryDelaysMs: [] });
  const adapter = createRecurrenteProvider({
    baseUrl: sandbox.url,
    publicKey: SANDBOX_DEFAULTS.publicKey,
    secretKey: SANDBOX_DEFAULTS.secretKey,
    webhookSecret: SANDBOX_DEFAULTS.webhookSecret,
  });
  return { sandbox, adapter };
}

export function sandboxOrders(
  db: () => Db,
  provider: () => { sandbox: RunningSandbox; adapter: HostedPaymentProvider },
) {
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
      provider().adapter,
      urls,
    );
    if (!started.ok || !started.url) throw new Error(`checkout refused: ${JSON.stringify(started)}`);
    const [row] = await db().select().from(orders).where(eq(orders.id, started.orderId));
    return { who, couponId, orderId: started.orderId, checkoutId: row!.providerCheckoutId!, email: row!.contactEmail! };
  }

  /** The buyer pays on the provider's page (its memory, as the sandbox's card payment leaves it). */
  function payAtProvider(checkoutId: string): string {
    const checkout = provider().sandbox.store.checkouts.get(checkoutId)!;
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

  /** Paid on both sides; throws if our order did not become paid. */
  async function paidOrder(quantity = 1) {
    const order = await checkoutOrder(quantity);
    const paymentId = payAtProvider(order.checkoutId);
    await tellUs(order, paymentId, PRICE_CENTS * quantity);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    if (row!.status !== "paid") throw new Error(`order ${order.orderId} is ${row!.status}, not paid`);
    return { ...order, paymentId };
  }

  const vouchersOf = (orderId: string) =>
    db()
      .select({ id: vouchers.id })
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .where(eq(orderItems.orderId, orderId));

  const refundsAtProvider = (paymentId: string) =>
    [...provider().sandbox.store.refunds.values()].filter((r) => r.paymentId === paymentId);

  return { checkoutOrder, payAtProvider, tellUs, paidOrder, vouchersOf, refundsAtProvider };
}

/** A window around now that holds every order the test made. */
export const testWindow = () => ({ from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000) });

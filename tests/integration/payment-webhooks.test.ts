// Hosted-checkout webhooks on every engine, through the route handler and the job queue: copies
// of one event pay an order once, events that would move an order backwards change nothing, a
// forged signature writes nothing but its count, money that is not the order's total is flagged,
// a success after the reservation ran out is fulfilled while stock remains and owed back when not,
// and a decline gives the stock back. The provider is a fake: the signature check is its own unit.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { releaseExpiredOrders, reserveOrder } from "@/lib/payments/data/checkout";
import { flushRejectedWebhooks } from "@/lib/payments/data/webhook-rejections";
import type { Caller } from "@/lib/data/caller";
import { jobs, orderItems, orders, paymentEvents, paymentWebhookRejections, vouchers } from "@/lib/db/schema";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import type { HostedPaymentProvider, PaymentEvent, ProviderPaymentStatus } from "@/lib/payments/types";
import { WebhookSignatureError } from "@/lib/payments/webhook-signature";
import { testEngines } from "./helpers/engines";
import { runAs } from "@/lib/data/run-as";
import { ANON } from "@/lib/data/caller";
import { buy, buyers, contact, couponRow, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

// The fake provider: a delivery is genuine when it carries the test signature; its body is the
// normalised event itself.
const GENUINE = "v1,test-signature";
const provider = vi.hoisted(() => ({ configured: true }));
const fake: HostedPaymentProvider = {
  name: "recurrente",
  createCheckout: () => Promise.reject(new Error("not in this test")),
  getCheckout: () => Promise.reject(new Error("not in this test")),
  refund: () => Promise.reject(new Error("not in this test")),
  verifyWebhook(raw, headers) {
    if (headers.get("svix-signature") !== GENUINE) throw new WebhookSignatureError("forged in this test");
    const event = JSON.parse(raw) as PaymentEvent & { occurredAt: string; deadline?: string | null };
    const deadline = event.deadline ? new Date(event.deadline) : null;
    return { ...event, occurredAt: new Date(event.occurredAt), deadline, raw: JSON.parse(raw) };
  },
};
vi.mock("@/lib/payments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/payments")>()),
  getHostedPaymentProvider: () => (provider.configured ? fake : null),
}));

const webhook = await import("@/app/api/payments/webhook/route");

const PRICE_CENTS = 8_959; // makeCoupon's Q79.99 + IVA, one unit
// Receipts are mailed by their own job, tested elsewhere: here only their rows are counted.
const worker = {
  handlers: { ...JOB_HANDLERS, send_receipt: async () => {} },
  backoff: { baseMs: 0, maxMs: 0 },
};

describe.each(testEngines())("payment webhooks [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  const who = buyers[1]!;

  const pendingOrder = async (couponId: string, quantity = 1, caller: Caller = who) => {
    const r = await reserveOrder(caller, {
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity }],
      contact,
      expectedTotalCents: PRICE_CENTS * quantity,
    });
    if (!r.ok) throw new Error("reservation refused");
    return { orderId: r.orderId, totalCents: r.totalCents };
  };
  const eventFor = (
    order: { orderId: string; totalCents: number },
    status: ProviderPaymentStatus,
    overrides: Partial<PaymentEvent> = {},
  ) => ({
    eventId: `msg_${randomUUID()}`,
    type: status === "succeeded" ? "payment_intent.succeeded" : `payment_intent.${status}`,
    status,
    checkoutId: `ch_${randomUUID()}`,
    orderId: order.orderId,
    paymentId: `pa_${randomUUID()}`,
    amountCents: order.totalCents,
    currency: "GTQ",
    occurredAt: new Date().toISOString(),
    ...overrides,
  });
  const post = (event: object, signature = GENUINE) =>
    webhook.POST(
      new Request("http://localhost:3000/api/payments/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "svix-id": "msg", "svix-signature": signature },
        body: JSON.stringify(event),
      }),
    );
  const deliver = async (event: object) => {
    const response = await post(event);
    expect(response.status).toBe(200);
    return ((await response.json()) as { status: string }).status;
  };
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const eventRow = async (eventId: string) =>
    (await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)))[0]!;
  const vouchersOf = (orderId: string) =>
    db()
      .select({ id: vouchers.id })
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .where(eq(orderItems.orderId, orderId));
  const jobsKeyed = (key: string) => db().select().from(jobs).where(eq(jobs.key, key));
  const expire = async (orderId: string) => {
    await db()
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));
    await releaseExpiredOrders(1000);
    expect((await orderRow(orderId)).status).toBe("cancelled");
  };

  it("pays an order once for 20 copies of one success: one set of vouchers, one receipt job", async () => {
    const couponId = await makeCoupon(db());
    const order = await pendingOrder(couponId, 2);
    const event = eventFor(order, "succeeded");
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(answers.filter((a) => a === "accepted")).toHaveLength(1);
    expect(answers.filter((a) => a === "duplicate")).toHaveLength(19);
    expect(await jobsKeyed(`payment-event:${event.eventId}`)).toHaveLength(1);
    await drainJobs(worker);

    expect(await orderRow(order.orderId)).toMatchObject({
      status: "paid",
      paymentReference: event.paymentId,
      paymentProvider: "recurrente",
      paymentMethod: "card",
      paymentIssue: null,
    });
    expect(await vouchersOf(order.orderId)).toHaveLength(2);
    expect(await jobsKeyed(`receipt:${order.orderId}`)).toHaveLength(1);
    expect(await jobsKeyed(`payment-event:${event.eventId}`)).toMatchObject([{ state: "done", attempts: 1 }]);
    expect(await eventRow(event.eventId)).toMatchObject({ outcome: "accepted", note: "paid", duplicates: 19 });
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 8, reserved: 0, sold: 2 });

    // A copy after the fact: still one of everything.
    expect(await deliver(event)).toBe("duplicate");
    await drainJobs(worker);
    expect(await vouchersOf(order.orderId)).toHaveLength(2);
    expect(await jobsKeyed(`receipt:${order.orderId}`)).toHaveLength(1);
  });

  it("ignores a decline or cancellation that arrives after the success", async () => {
    const couponId = await makeCoupon(db());
    const order = await pendingOrder(couponId);
    const success = eventFor(order, "succeeded");
    expect(await deliver(success)).toBe("accepted");
    await drainJobs(worker);
    const failed = eventFor(order, "failed", { checkoutId: success.checkoutId });
    const cancelled = eventFor(order, "cancelled", { checkoutId: success.checkoutId });
    expect(await deliver(failed)).toBe("accepted");
    expect(await deliver(cancelled)).toBe("accepted");
    await drainJobs(worker);

    expect((await orderRow(order.orderId)).status).toBe("paid");
    expect(await vouchersOf(order.orderId)).toHaveLength(1);
    expect(await eventRow(failed.eventId)).toMatchObject({ outcome: "ignored", note: "already_paid" });
    expect(await eventRow(cancelled.eventId)).toMatchObject({ outcome: "ignored", note: "already_paid" });
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 9, reserved: 0, sold: 1 });
  });

  it("answers 400 to a forged signature and writes nothing but the rejection count", async () => {
    const couponId = await makeCoupon(db());
    const order = await pendingOrder(couponId);
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`coalesce(sum(${paymentWebhookRejections.count}), 0)::int` })
          .from(paymentWebhookRejections)
      )[0]!.n;
    const eventCount = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(paymentEvents)
      )[0]!.n;
    const [rejectedBefore, eventsBefore] = [await count(), await eventCount()];
    const forged = eventFor(order, "succeeded");

    const response = await post(forged, "v1,forged");
    expect(response.status).toBe(400);
    // Counted in memory, written in the next aggregated flush (webhook-abuse.test.ts floods it).
    expect(await count()).toBe(rejectedBefore);
    await flushRejectedWebhooks();
    expect(await count()).toBe(rejectedBefore + 1);
    expect(await eventCount()).toBe(eventsBefore);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, forged.eventId))).toHaveLength(0);
    await drainJobs(worker);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "pending", paidAt: null });
    expect(await vouchersOf(order.orderId)).toHaveLength(0);

    // The genuine delivery of that id afterwards is not shadowed by the forgery.
    expect(await deliver(forged)).toBe("accepted");
  });

  it("does not exist while payments are simulated", async () => {
    provider.configured = false;
    try {
      const response = await post({ eventId: "msg_x" });
      expect(response.status).toBe(404);
    } finally {
      provider.configured = true;
    }
  });

  it("flags a success for another amount or currency and leaves the order unpaid", async () => {
    const couponId = await makeCoupon(db());
    for (const [wrong, note] of [
      [(cents: number) => ({ amountCents: cents - 100 }), "amount_mismatch"],
      [() => ({ currency: "USD" }), "currency_mismatch"],
    ] as const) {
      const order = await pendingOrder(couponId);
      const event = eventFor(order, "succeeded", wrong(order.totalCents));
      expect(await deliver(event)).toBe("accepted");
      await drainJobs(worker);
      expect(await orderRow(order.orderId)).toMatchObject({ status: "pending", paymentIssue: "amount_mismatch" });
      expect(await vouchersOf(order.orderId)).toHaveLength(0);
      expect(await eventRow(event.eventId)).toMatchObject({ outcome: "rejected", note });
    }
  });

  it("fulfils a success that arrives after the order expired while its stock remains", async () => {
    const couponId = await makeCoupon(db());
    const order = await pendingOrder(couponId);
    expect((await orderRow(order.orderId)).creditApplied).toBe("0.00");
    await expire(order.orderId);
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 10, reserved: 0 });

    const event = eventFor(order, "succeeded");
    expect(await deliver(event)).toBe("accepted");
    await drainJobs(worker);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "paid", paymentIssue: null });
    expect(await vouchersOf(order.orderId)).toHaveLength(1);
    expect(await jobsKeyed(`receipt:${order.orderId}`)).toHaveLength(1);
    expect(await eventRow(event.eventId)).toMatchObject({ outcome: "accepted", note: "paid_late" });
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 9, reserved: 0, sold: 1 });
  });

  it("owes a refund for a success after expiry when the stock is gone", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 1 });
    const order = await pendingOrder(couponId);
    await expire(order.orderId);
    const other = await buy(buyers[2]!, { items: [{ couponId, quantity: 1 }] });
    expect(other.ok).toBe(true);

    const event = eventFor(order, "succeeded");
    expect(await deliver(event)).toBe("accepted");
    await drainJobs(worker);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "cancelled", paymentIssue: "refund_owed" });
    expect(await vouchersOf(order.orderId)).toHaveLength(0);
    expect(await eventRow(event.eventId)).toMatchObject({ outcome: "rejected", note: "refund_owed" });
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 0, reserved: 0, sold: 1 });
  });

  it("gives the stock back on a decline, a cancellation or an expiry, and ignores a second one", async () => {
    const couponId = await makeCoupon(db());
    for (const [status, released] of [
      ["failed", "failed"],
      ["cancelled", "cancelled"],
      ["expired", "cancelled"],
    ] as const) {
      const order = await pendingOrder(couponId, 2);
      expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 8, reserved: 2 });
      const event = eventFor(order, status);
      expect(await deliver(event)).toBe("accepted");
      await drainJobs(worker);
      expect((await orderRow(order.orderId)).status).toBe(released);
      expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 10, reserved: 0, sold: 0 });
      expect(await eventRow(event.eventId)).toMatchObject({ outcome: "accepted", note: "released" });

      const again = eventFor(order, "failed");
      await deliver(again);
      await drainJobs(worker);
      expect(await eventRow(again.eventId)).toMatchObject({ outcome: "ignored", note: "already_released" });
      expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 10, reserved: 0 });
    }
  });

  it("lets no request role record an event, re-reserve an order or read what providers sent", async () => {
    const couponId = await makeCoupon(db());
    const order = await pendingOrder(couponId);
    for (const caller of [who, ANON]) {
      const as = (statement: ReturnType<typeof sql>) => failureOf(runAs(caller, (tx) => tx.execute(statement)));
      expect(
        await as(sql`select public.record_payment_event('msg_forged', 'recurrente', 'payment_intent.succeeded',
          'succeeded', ${order.orderId}::uuid, null, null, ${order.totalCents}::bigint, 'GTQ', now(), '{}'::jsonb, null)`),
      ).toMatch(/permission denied/);
      expect(await as(sql`select public.reserve_released_order(${order.orderId}::uuid)`)).toMatch(/permission denied/);
      expect(await as(sql`select count(*) from public.payment_events`)).toMatch(/permission denied/);
      expect(await as(sql`select count(*) from public.payment_webhook_rejections`)).toMatch(/permission denied/);
    }
    expect((await orderRow(order.orderId)).status).toBe("pending");
  });

  it("keeps events for no known order, and a pending one, without queueing anything", async () => {
    const unknown = eventFor({ orderId: randomUUID(), totalCents: PRICE_CENTS }, "succeeded");
    expect(await deliver(unknown)).toBe("ignored");
    expect(await eventRow(unknown.eventId)).toMatchObject({ outcome: "ignored", note: "unknown_order", orderId: null });
    const couponId = await makeCoupon(db());
    const order = await pendingOrder(couponId);
    const pending = eventFor(order, "pending", { type: "bank_transfer_intent.pending" });
    expect(await deliver(pending)).toBe("ignored");
    expect(await eventRow(pending.eventId)).toMatchObject({ outcome: "ignored", note: "not_final" });
    expect(
      await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, "apply_payment_event"), sql`${jobs.payload} ->> 'eventId' = ${pending.eventId}`)),
    ).toHaveLength(0);
  });

  it("holds the stock until a started bank transfer's deadline, never shortening it, then pays it", async () => {
    const couponId = await makeCoupon(db());
    const order = await pendingOrder(couponId);
    // Within the operator's transfer hold (4 hours by default; unpaid-holds.test.ts caps a longer one).
    const deadline = new Date(Date.now() + 3 * 3_600_000);
    const started = eventFor(order, "pending", { type: "bank_transfer_intent.pending", deadline } as object);
    expect(await deliver(started)).toBe("accepted");
    await drainJobs(worker);
    expect(await eventRow(started.eventId)).toMatchObject({ outcome: "accepted", note: "transfer_pending" });
    const held = await orderRow(order.orderId);
    expect(held).toMatchObject({ status: "pending", paymentMethod: "bank_transfer" });
    expect(held.reservedUntil!.getTime()).toBe(deadline.getTime());
    // An older pending event with an earlier deadline does not release the stock sooner.
    const earlier = eventFor(order, "pending", {
      type: "bank_transfer_intent.pending",
      deadline: new Date(Date.now() + 60_000),
    } as object);
    expect(await deliver(earlier)).toBe("accepted");
    await drainJobs(worker);
    expect((await orderRow(order.orderId)).reservedUntil!.getTime()).toBe(deadline.getTime());
    // Nothing releases it while it waits: an expiry sweep leaves it pending.
    await releaseExpiredOrders(1000);
    expect((await orderRow(order.orderId)).status).toBe("pending");
    const paid = eventFor(order, "succeeded", { type: "bank_transfer_intent.succeeded" });
    expect(await deliver(paid)).toBe("accepted");
    await drainJobs(worker);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "paid", paymentMethod: "bank_transfer" });
    expect(await vouchersOf(order.orderId)).toHaveLength(1);
  });
});

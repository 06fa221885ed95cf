// Payment events under a flash sale, as the server runs them: webhooks that arrive together are
// stored together (group commit) and applied in batches by the worker (JOB_BATCH_HANDLERS). On
// every engine: a burst of successes on one coupon pays each order once, with its vouchers, its
// receipt job and the coupon's stock moved exactly; copies of one event in the same burst are
// stored once; a batch mixing a decline, a transfer, a mismatch and two events of one order
// ends as each event applied alone would; confirm_orders refuses a request role.
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reserveOrder } from "@/lib/payments/data/checkout";
import { recordPaymentEvent } from "@/lib/payments/data/payment-events";
import { jobs, orderItems, orders, paymentEvents, vouchers } from "@/lib/db/schema";
import { JOB_BATCH_HANDLERS, JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import type { PaymentEvent, ProviderPaymentStatus } from "@/lib/payments/types";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { testEngines } from "./helpers/engines";
import { buyers, contact, couponRow, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const PRICE_CENTS = 8_959; // makeCoupon's Q79.99 + IVA, one unit
const worker = {
  handlers: { ...JOB_HANDLERS, send_receipt: async () => {} },
  batchHandlers: JOB_BATCH_HANDLERS,
  backoff: { baseMs: 0, maxMs: 0 },
};

describe.each(testEngines())("payment events in batches [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;

  const pendingOrder = async (couponId: string, n: number) => {
    const r = await reserveOrder(buyers[n % buyers.length]!, {
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity: 1 }],
      contact,
      expectedTotalCents: PRICE_CENTS,
    });
    if (!r.ok) throw new Error(`reservation ${n} refused: ${JSON.stringify(r)}`);
    return r.orderId;
  };
  const event = (orderId: string, status: ProviderPaymentStatus, over: Partial<PaymentEvent> = {}): PaymentEvent => ({
    eventId: `msg_${randomUUID()}`,
    type: status === "succeeded" ? "payment_intent.succeeded" : `payment_intent.${status}`,
    status,
    checkoutId: null,
    orderId,
    paymentId: `pa_${randomUUID().slice(0, 8)}`,
    amountCents: PRICE_CENTS,
    currency: "GTQ",
    occurredAt: new Date(),
    deadline: null,
    raw: {},
    ...over,
  });
  const orderRows = (ids: string[]) => db().select().from(orders).where(inArray(orders.id, ids));
  const voucherCount = async (ids: string[]) =>
    (
      await db()
        .select({ id: vouchers.id })
        .from(vouchers)
        .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
        .where(inArray(orderItems.orderId, ids))
    ).length;
  const eventRow = async (eventId: string) =>
    (await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)))[0]!;

  it("pays a burst of 40 successes on one coupon once each, in batches, with the stock moved exactly", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 45 });
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) ids.push(await pendingOrder(couponId, n));
    expect(await couponRow(db(), couponId)).toMatchObject({ reserved: 40, sold: 0, remaining: 5 });

    const events = ids.map((id) => event(id, "succeeded"));
    // All at once, with four copies of the first: stored in groups, each event once.
    const answers = await Promise.all(
      [...events, ...Array(4).fill(events[0])].map((e) => recordPaymentEvent("recurrente", e)),
    );
    expect(answers.filter((a) => a === "accepted")).toHaveLength(40);
    expect(answers.filter((a) => a === "duplicate")).toHaveLength(4);
    expect(await eventRow(events[0]!.eventId)).toMatchObject({ duplicates: 4 });

    // 40 fulfilments claimed as one batch (their batch size is 50), then the jobs they queued.
    const ran = await drainJobs(worker);
    expect(ran).toBeLessThan(40 + 40 * 4);
    const rows = await orderRows(ids);
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => "paid"));
    expect(rows.every((r) => r.paymentProvider === "recurrente" && r.paymentMethod === "card")).toBe(true);
    const references = new Map(events.map((e) => [e.orderId, e.paymentId]));
    expect(rows.every((r) => r.paymentReference === references.get(r.id))).toBe(true);
    expect(await voucherCount(ids)).toBe(40);
    expect(await couponRow(db(), couponId)).toMatchObject({ reserved: 0, sold: 40, remaining: 5 });
    const receipts = await db()
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.key,
          ids.map((id) => `receipt:${id}`),
        ),
      );
    expect(receipts).toHaveLength(40);
    for (const e of events) expect(await eventRow(e.eventId)).toMatchObject({ outcome: "accepted", note: "paid" });
    const [fulfilments] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from app_private.jobs
        where name = 'apply_payment_event' and state = 'done' and attempts = 1`),
    );
    expect(fulfilments!.n).toBeGreaterThanOrEqual(40);
  });

  it("applies a mixed batch one event at a time, as each would be applied alone", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 10 });
    const [paid, declined, transfer, twice, mismatch] = [
      await pendingOrder(couponId, 0),
      await pendingOrder(couponId, 1),
      await pendingOrder(couponId, 2),
      await pendingOrder(couponId, 3),
      await pendingOrder(couponId, 4),
    ] as [string, string, string, string, string];
    const deadline = new Date(Date.now() + 3_600_000);
    const batch = [
      event(paid, "succeeded"),
      event(declined, "failed"),
      event(transfer, "pending", { type: "bank_transfer_intent.pending", deadline }),
      event(twice, "succeeded"),
      event(twice, "cancelled"),
      event(mismatch, "succeeded", { amountCents: PRICE_CENTS - 1 }),
    ];
    for (const e of batch) expect(await recordPaymentEvent("recurrente", e)).toBe("accepted");
    await drainJobs(worker);

    const status = new Map((await orderRows([paid, declined, transfer, twice, mismatch])).map((r) => [r.id, r]));
    expect(status.get(paid)!.status).toBe("paid");
    expect(status.get(declined)!.status).toBe("failed");
    expect(status.get(transfer)).toMatchObject({ status: "pending", paymentMethod: "bank_transfer" });
    expect(status.get(twice)!.status).toBe("paid");
    expect(status.get(mismatch)).toMatchObject({ status: "pending", paymentIssue: "amount_mismatch" });
    expect(await eventRow(batch[4]!.eventId)).toMatchObject({ outcome: "ignored", note: "already_paid" });
    expect(await eventRow(batch[5]!.eventId)).toMatchObject({ outcome: "rejected", note: "amount_mismatch" });
    // Two sold, the transfer's and the mismatch's units still held, the declined one back on sale.
    expect(await couponRow(db(), couponId)).toMatchObject({ sold: 2, reserved: 2, remaining: 6 });
    expect(await voucherCount([paid, twice])).toBe(2);
  });

  it("lets no request role confirm orders", async () => {
    const couponId = await makeCoupon(db());
    const orderId = await pendingOrder(couponId, 0);
    const payments = JSON.stringify([{ order_id: orderId, amount_cents: PRICE_CENTS, reference: "forged" }]);
    expect(
      await failureOf(runAs(buyers[0]!, (tx) => tx.execute(sql`select public.confirm_orders(${payments}::jsonb)`))),
    ).toMatch(/permission denied/);
    expect((await orderRows([orderId]))[0]!.status).toBe("pending");
  });
});

import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { isUuid } from "@/lib/domain/uuid";
import type { PaymentEvent } from "@/lib/payments/types";
import { confirmOrderIn } from "@/lib/payments/data/checkout";
import { wakeWorker } from "@/lib/data/job-queue";
import { takeStockBack } from "./payment-moves";
import { runAsSystem } from "@/lib/data/system";
import { countWebhook } from "@/lib/observability/metrics";
import { groupCommit } from "@/lib/data/group-commit";
import { isDatabaseUnavailable } from "@/lib/data/db-errors";
import { env } from "@/lib/env";

// Hosted-checkout payments, as the system: the webhook stores what the provider said and queues
// the fulfilment job (record_payment_event, in the transaction that stores the event); the job
// applies it to the order (apply-payment-events.ts).
// System work: a webhook has no signed-in person behind it, only the provider's signature.

/** Anyone can post to the webhook: its writes wait for the ingress pool, never for sign-in's. */
const INGRESS = { lane: "ingress" } as const;

export type RecordOutcome = "accepted" | "duplicate" | "ignored";

/**
 * Stores a verified event once (a repeat answers 'duplicate' and changes nothing) and queues its
 * job. Answered after the commit that holds it: the provider's 200 means stored.
 */
export async function recordPaymentEvent(provider: string, event: PaymentEvent): Promise<RecordOutcome> {
  const outcome = await recordInGroup({ provider, event });
  if (outcome === "accepted") wakeWorker();
  countWebhook(outcome);
  return outcome;
}

type Received = { provider: string; event: PaymentEvent };

/**
 * Webhooks that arrive together are stored together (lib/data/group-commit.ts): one transaction
 * and one statement for up to 100 of them, as many at once as the ingress pool has connections.
 */
let grouped: ((item: Received) => Promise<RecordOutcome>) | undefined;
function recordInGroup(item: Received): Promise<RecordOutcome> {
  grouped ??= groupCommit({
    max: 100,
    parallel: env.DATABASE_INGRESS_POOL_MAX,
    write: recordEvents,
    retryAlone: (error) => !isDatabaseUnavailable(error),
  });
  return grouped(item);
}

async function recordEvents(items: Received[]): Promise<RecordOutcome[]> {
  const rows = items.map(({ provider, event }, i) => ({
    i,
    event_id: event.eventId,
    provider,
    type: event.type,
    status: event.status,
    order_id: uuidOrNull(event.orderId),
    checkout_id: event.checkoutId,
    payment_id: event.paymentId,
    amount_cents: event.amountCents,
    currency: event.currency,
    occurred_at: event.occurredAt.toISOString(),
    payload: event.raw ?? {},
    deadline: event.deadline?.toISOString() ?? null,
  }));
  const answers = await runAsSystem(
    async (tx) =>
      rowsOf<{ i: number; r: RecordOutcome }>(
        await tx.execute(sql`select e.i, public.record_payment_event(e.event_id, e.provider, e.type, e.status,
          e.order_id, e.checkout_id, e.payment_id, e.amount_cents, e.currency, e.occurred_at, e.payload, e.deadline) as r
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(i integer, event_id text, provider text,
          type text, status text, order_id uuid, checkout_id text, payment_id text, amount_cents bigint,
          currency text, occurred_at timestamptz, payload jsonb, deadline timestamptz)
        order by e.i`),
      ),
    INGRESS,
  );
  const byIndex = new Map(answers.map((a) => [Number(a.i), a.r]));
  return items.map((_, i) => byIndex.get(i)!);
}

type OrderRow = { id: string; status: string; total: string };

/**
 * The operator's 'fulfil' for money the provider holds for a released order (a reconciliation
 * mismatch): the order takes its stock back and is confirmed with that payment, as a late webhook
 * would. 'no_stock' when it cannot (refund it instead); 'not_released' when it is pending or paid.
 */
export async function fulfilReleasedOrder(
  orderId: string,
  payment: { provider: string; paymentId: string; method: "card" | "bank_transfer" | null },
): Promise<"fulfilled" | "no_stock" | "not_released"> {
  const result = await runAsSystem(async (tx) => {
    const [order] = rowsOf<OrderRow>(
      await tx.execute(
        sql`select id, status, total::text as total from public.orders where id = ${orderId}::uuid for update`,
      ),
    );
    if (!order || (order.status !== "failed" && order.status !== "cancelled")) return "not_released" as const;
    if (!(await takeStockBack(tx, orderId))) return "no_stock" as const;
    const answer = await confirmOrderIn(tx, orderId, {
      amountCents: toCents(order.total),
      reference: payment.paymentId,
    });
    if (!answer.ok) throw new Error(`fulfilReleasedOrder: order ${orderId} could not be confirmed (${answer.status})`);
    await tx.execute(sql`update public.orders set payment_provider = coalesce(payment_provider, ${payment.provider}),
      payment_method = coalesce(${payment.method}, payment_method), payment_issue = null where id = ${orderId}::uuid`);
    return "fulfilled" as const;
  });
  if (result === "fulfilled") wakeWorker();
  return result;
}

/** The metadata order id is ours, but a malformed one must not fail the insert: it finds no order. */
function uuidOrNull(value: string | null): string | null {
  return isUuid(value) ? value : null;
}

import "server-only";
import { signalOrderChanged } from "./order-signals";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { isUuid } from "@/lib/domain/uuid";
import {
  decidePaymentEvent,
  paymentMethodOf,
  type OrderStatus,
  type PaymentDecision,
} from "@/lib/payments/rules/state";
import type { PaymentEvent, ProviderPaymentStatus } from "@/lib/payments/types";
import { confirmOrderIn } from "@/lib/payments/data/checkout";
import { enqueue, wakeWorker } from "@/lib/data/job-queue";
import { runAsSystem } from "@/lib/data/system";
import { countWebhook } from "@/lib/observability/metrics";

// Hosted-checkout payments, as the system: the webhook stores what the provider said and queues
// the fulfilment job (record_payment_event, one transaction); the job applies it to the order.
// System work: a webhook has no signed-in person behind it, only the provider's signature.

/** Anyone can post to the webhook: its writes wait for the ingress pool, never for sign-in's. */
const INGRESS = { lane: "ingress" } as const;

export type RecordOutcome = "accepted" | "duplicate" | "ignored";

/** Stores a verified event once (a repeat answers 'duplicate' and changes nothing) and queues its job. */
export async function recordPaymentEvent(provider: string, event: PaymentEvent): Promise<RecordOutcome> {
  const outcome = await runAsSystem(async (tx) => {
    const rows = rowsOf<{ r: RecordOutcome }>(
      await tx.execute(sql`select public.record_payment_event(
        ${event.eventId}, ${provider}, ${event.type}, ${event.status}, ${uuidOrNull(event.orderId)}::uuid,
        ${event.checkoutId}, ${event.paymentId}, ${event.amountCents}::bigint, ${event.currency},
        ${event.occurredAt.toISOString()}::timestamptz, ${JSON.stringify(event.raw ?? {})}::jsonb,
        ${event.deadline?.toISOString() ?? null}::timestamptz) as r`),
    );
    return rows[0]!.r;
  }, INGRESS);
  if (outcome === "accepted") wakeWorker();
  countWebhook(outcome);
  return outcome;
}

type EventRow = {
  event_id: string;
  provider: string;
  type: string;
  status: ProviderPaymentStatus;
  order_id: string | null;
  checkout_id: string | null;
  payment_id: string | null;
  amount: string | null;
  currency: string | null;
  payment_deadline: string | null;
  processed_at: string | null;
};
type OrderRow = { id: string; status: OrderStatus; total: string };

/** What applying an event did: the event row's outcome and note. */
export type AppliedOutcome = { outcome: "accepted" | "ignored" | "rejected"; note: string };

/**
 * The fulfilment job's work: in one transaction, lock the event and its order, decide by the order's
 * state (lib/payments/rules/state.ts) and move the order through the existing paths. Null when the
 * event was already applied (a retried job).
 */
export async function applyPaymentEvent(eventId: string): Promise<AppliedOutcome | null> {
  const result = await runAsSystem(async (tx) => {
    const [event] = rowsOf<EventRow>(
      await tx.execute(sql`select event_id, provider, type, status, order_id, checkout_id, payment_id,
        amount::text as amount, currency, payment_deadline, processed_at from public.payment_events where event_id = ${eventId} for update`),
    );
    if (!event || event.processed_at) return null;
    const [order] = event.order_id
      ? rowsOf<OrderRow>(
          await tx.execute(
            sql`select id, status, total::text as total from public.orders where id = ${event.order_id}::uuid for update`,
          ),
        )
      : [];
    const applied: Applied = order ? await apply(tx, event, order) : { outcome: "ignored", note: "unknown_order" };
    await tx.execute(sql`update public.payment_events set outcome = ${applied.outcome}, note = ${applied.note},
      processed_at = now() where event_id = ${eventId}`);
    return { ...applied, orderId: order?.id };
  });
  if (result?.confirmed || result?.queued) wakeWorker();
  if (result?.orderId && result.outcome === "accepted") signalOrderChanged(result.orderId);
  return result && { outcome: result.outcome, note: result.note };
}

type Applied = AppliedOutcome & { confirmed?: boolean; queued?: boolean; orderId?: string };

async function apply(tx: Tx, event: EventRow, order: OrderRow): Promise<Applied> {
  const totalCents = toCents(order.total);
  const decision: PaymentDecision = decidePaymentEvent(
    { status: order.status, totalCents },
    {
      status: event.status,
      amountCents: event.amount === null ? null : toCents(event.amount),
      currency: event.currency,
      deadline: event.payment_deadline ? new Date(event.payment_deadline) : null,
    },
  );
  switch (decision.action) {
    case "ignore":
      return { outcome: "ignored", note: decision.note };
    case "hold":
      // Never shortens a hold: a repeated or older pending event cannot release stock early. Never
      // longer than the operator's 'transfer_hold_hours' (default 4) either: the provider's deadline
      // (Recurrente: up to 24 hours) is what it allows, not what an unpaid buyer may keep.
      await tx.execute(sql`update public.orders set payment_method = 'bank_transfer',
        reserved_until = greatest(reserved_until, least(${decision.until.toISOString()}::timestamptz,
          now() + make_interval(hours => public.unpaid_hold_limit('transfer_hold_hours'))))
        where id = ${order.id}::uuid`);
      return { outcome: "accepted", note: "transfer_pending" };
    case "flag":
      // The order stays unpaid (its reservation runs out as usual); the money is the operator's to return.
      await setIssue(tx, order.id, decision.issue);
      return { outcome: "rejected", note: decision.note };
    case "release":
      await tx.execute(sql`select public.release_order(${order.id}::uuid, ${decision.as})`);
      return { outcome: "accepted", note: "released" };
    case "confirm_late": {
      // Paid after the order was released. With its stock still there the buyer gets what they paid
      // for; otherwise the order stays released and is marked refund-owed (payment_issue), a clear
      // status rather than a refunds row: refunds are per voucher, and this order has none.
      if (!(await takeStockBack(tx, order.id))) {
        await setIssue(tx, order.id, "refund_owed");
        // The money goes back at once, by a job committed with the verdict (retried if the provider fails).
        await enqueue(tx, "refund_order_payment", { orderId: order.id }, { key: `order-refund:${order.id}` });
        return { outcome: "rejected", note: "refund_owed", queued: true };
      }
      await confirm(tx, event, order.id, totalCents);
      return { outcome: "accepted", note: "paid_late", confirmed: true };
    }
    case "confirm":
      await confirm(tx, event, order.id, totalCents);
      return { outcome: "accepted", note: "paid", confirmed: true };
  }
}

async function confirm(tx: Tx, event: EventRow, orderId: string, amountCents: number): Promise<void> {
  const reference = event.payment_id ?? event.checkout_id ?? event.event_id;
  const answer = await confirmOrderIn(tx, orderId, { amountCents, reference });
  // The order row is locked and pending: anything else is a bug, and the job retries.
  if (!answer.ok) throw new Error(`applyPaymentEvent: order ${orderId} could not be confirmed (${answer.status})`);
  await tx.execute(sql`update public.orders set payment_provider = coalesce(payment_provider, ${event.provider}),
    payment_method = ${paymentMethodOf(event.type)} where id = ${orderId}::uuid`);
}

async function takeStockBack(tx: Tx, orderId: string): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(
    await tx.execute(sql`select public.reserve_released_order(${orderId}::uuid) as ok`),
  );
  return row!.ok;
}

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

function setIssue(tx: Tx, orderId: string, issue: "amount_mismatch" | "refund_owed") {
  return tx.execute(sql`update public.orders set payment_issue = ${issue} where id = ${orderId}::uuid`);
}

/** The metadata order id is ours, but a malformed one must not fail the insert: it finds no order. */
function uuidOrNull(value: string | null): string | null {
  return isUuid(value) ? value : null;
}

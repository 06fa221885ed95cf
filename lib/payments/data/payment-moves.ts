import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import {
  decidePaymentEvent,
  paymentMethodOf,
  type OrderStatus,
  type PaymentDecision,
} from "@/lib/payments/rules/state";
import type { ProviderPaymentStatus } from "@/lib/payments/types";
import { confirmOrdersIn } from "@/lib/payments/data/checkout";
import { enqueue } from "@/lib/data/job-queue";

// One provider event's move on its order, inside the caller's transaction with the order locked:
// decided by the order's state, carried out through the checkout's paths (confirm, release, hold).

export type EventRow = {
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
};
export type OrderRow = { id: string; status: OrderStatus; total: string };

/** What applying an event did: the event row's outcome and note. */
export type AppliedOutcome = { outcome: "accepted" | "ignored" | "rejected"; note: string };
export type Applied = AppliedOutcome & { confirmed?: boolean; queued?: boolean; orderId?: string };

/** What the event means for its order in the state it is in (lib/payments/rules/state.ts). */
export function decide(event: EventRow, order: OrderRow): PaymentDecision {
  return decidePaymentEvent(
    { status: order.status, totalCents: toCents(order.total) },
    {
      status: event.status,
      amountCents: event.amount === null ? null : toCents(event.amount),
      currency: event.currency,
      deadline: event.payment_deadline ? new Date(event.payment_deadline) : null,
    },
  );
}

/** Carries out one decision on its locked order, as the event's job always did. */
export async function carryOut(tx: Tx, event: EventRow, order: OrderRow, decision: PaymentDecision): Promise<Applied> {
  const totalCents = toCents(order.total);
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

function confirm(tx: Tx, event: EventRow, orderId: string, amountCents: number): Promise<void> {
  return confirmPaid(tx, [{ event, orderId, amountCents }]);
}

/**
 * Pending orders paid, confirmed together (confirm_orders), each marked with its provider and
 * method. The orders are locked and pending: any other answer is a bug, and the job retries.
 */
export async function confirmPaid(
  tx: Tx,
  paid: readonly { event: EventRow; orderId: string; amountCents: number }[],
): Promise<void> {
  const answers = await confirmOrdersIn(
    tx,
    paid.map(({ event, orderId, amountCents }) => ({
      orderId,
      amountCents,
      reference: event.payment_id ?? event.checkout_id ?? event.event_id,
    })),
  );
  for (const [orderId, answer] of answers) {
    if (!answer.ok) throw new Error(`applyPaymentEvent: order ${orderId} could not be confirmed (${answer.status})`);
  }
  const marks = paid.map(({ event, orderId }) => ({
    order_id: orderId,
    provider: event.provider,
    method: paymentMethodOf(event.type),
  }));
  await tx.execute(sql`update public.orders o set payment_provider = coalesce(o.payment_provider, m.provider),
      payment_method = m.method
    from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) as m(order_id uuid, provider text, method text)
    where o.id = m.order_id`);
}

export async function takeStockBack(tx: Tx, orderId: string): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(
    await tx.execute(sql`select public.reserve_released_order(${orderId}::uuid) as ok`),
  );
  return row!.ok;
}

function setIssue(tx: Tx, orderId: string, issue: "amount_mismatch" | "refund_owed") {
  return tx.execute(sql`update public.orders set payment_issue = ${issue} where id = ${orderId}::uuid`);
}

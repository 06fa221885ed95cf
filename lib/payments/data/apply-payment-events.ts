import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import type { PaymentDecision } from "@/lib/payments/rules/state";
import { wakeWorker } from "@/lib/data/job-queue";
import { runAsSystem } from "@/lib/data/system";
import { signalOrderChanged } from "./order-signals";
import { stockMayHaveReturned } from "./stock-gate";
import {
  carryOut,
  confirmPaid,
  decide,
  type Applied,
  type AppliedOutcome,
  type EventRow,
  type OrderRow,
} from "./payment-moves";

// The fulfilment job's work, as the system: stored provider events applied to their orders, in
// batches (a flash sale's burst is many paid events for one coupon). A batch of payments on
// distinct orders is confirmed by one confirm_orders call, which takes the coupon's row last, so
// the coupon every buyer needs is held from there to the commit only; anything else (a decline
// that gives stock back, a late payment, two events of one order) is applied one event at a time.

const EVENT_COLUMNS = sql`event_id, provider, type, status, order_id, checkout_id, payment_id,
  amount::text as amount, currency, payment_deadline`;
const textArray = (values: readonly string[]) => `{${values.map((v) => JSON.stringify(v)).join(",")}}`;

type Outcome = Applied & { eventId: string };

/**
 * Applies stored events, in the order given, in one transaction: each is decided by its order's
 * state (lib/payments/rules/state.ts), moves the order through the checkout's paths, and is marked
 * processed with the move, so a retried job finds it done. Answers each event's outcome; an event
 * already applied (or unknown) is absent. Throws, changing nothing, when any event fails.
 */
export async function applyPaymentEvents(eventIds: readonly string[]): Promise<Map<string, AppliedOutcome>> {
  const results = await runAsSystem(async (tx) => {
    // Locks in one order (events, then orders, then coupons, each by id), so two batches wait for
    // each other rather than deadlock.
    const rows = rowsOf<EventRow>(
      await tx.execute(sql`select ${EVENT_COLUMNS} from public.payment_events
        where event_id = any(${textArray(eventIds)}::text[]) and processed_at is null order by event_id for update`),
    );
    const byId = new Map(rows.map((e) => [e.event_id, e]));
    const events = [...new Set(eventIds)].flatMap((id) => byId.get(id) ?? []);
    const orderIds = [...new Set(events.flatMap((e) => (e.order_id ? [e.order_id] : [])))];
    const orders = new Map((await lockOrders(tx, orderIds)).map((order) => [order.id, order]));
    const plan = confirmable(events, orders);
    const applied = plan ? await applyTogether(tx, plan) : await applyInTurn(tx, events, orders);
    if (applied.length > 0) {
      const marks = applied.map(({ eventId, outcome, note }) => ({ event_id: eventId, outcome, note }));
      await tx.execute(sql`update public.payment_events e set outcome = v.outcome, note = v.note, processed_at = now()
        from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) as v(event_id text, outcome text, note text)
        where e.event_id = v.event_id`);
    }
    return applied;
  });
  if (results.some((r) => r.confirmed || r.queued)) wakeWorker();
  for (const r of results) if (r.orderId && r.outcome === "accepted") signalOrderChanged(r.orderId);
  // A declined or cancelled payment put its units back on sale (a paid one did not: during a
  // flash sale those stream in, and each would make the buyers still arriving ask the database).
  if (results.some((r) => r.note === "released")) stockMayHaveReturned();
  return new Map(results.map((r) => [r.eventId, { outcome: r.outcome, note: r.note }]));
}

/** One event (a retried job, a test); null when it was already applied. */
export async function applyPaymentEvent(eventId: string): Promise<AppliedOutcome | null> {
  return (await applyPaymentEvents([eventId])).get(eventId) ?? null;
}

type Planned = { event: EventRow; order: OrderRow | undefined; decision: PaymentDecision | null };

/**
 * The batch's decisions when they can be carried out together: each order has one event, and
 * none gives stock back or takes it again (their own paths lock coupons as they go). Null otherwise.
 */
function confirmable(events: EventRow[], orders: Map<string, OrderRow>): Planned[] | null {
  const seen = new Set<string>();
  const plan: Planned[] = [];
  for (const event of events) {
    const order = event.order_id ? orders.get(event.order_id) : undefined;
    if (order) {
      if (seen.has(order.id)) return null;
      seen.add(order.id);
    }
    const decision = order ? decide(event, order) : null;
    if (decision?.action === "release" || decision?.action === "confirm_late") return null;
    plan.push({ event, order, decision });
  }
  return plan;
}

async function applyTogether(tx: Tx, plan: Planned[]): Promise<Outcome[]> {
  const out: Outcome[] = [];
  const paid: { event: EventRow; orderId: string; amountCents: number }[] = [];
  for (const { event, order, decision } of plan) {
    if (!order || !decision) {
      out.push({ eventId: event.event_id, outcome: "ignored", note: "unknown_order" });
    } else if (decision.action === "confirm") {
      paid.push({ event, orderId: order.id, amountCents: toCents(order.total) });
      out.push({ eventId: event.event_id, orderId: order.id, outcome: "accepted", note: "paid", confirmed: true });
    } else {
      out.push({ ...(await carryOut(tx, event, order, decision)), eventId: event.event_id, orderId: order.id });
    }
  }
  if (paid.length > 0) await confirmPaid(tx, paid);
  return out;
}

/** One event after another, each deciding on the state the one before left its order in. */
async function applyInTurn(tx: Tx, events: EventRow[], orders: Map<string, OrderRow>): Promise<Outcome[]> {
  if (orders.size > 1) await lockCoupons(tx, [...orders.keys()]);
  const out: Outcome[] = [];
  const moved = new Set<string>();
  for (const event of events) {
    let order = event.order_id ? orders.get(event.order_id) : undefined;
    // A second event of an order this batch already moved is decided by its state now.
    if (order && moved.has(order.id)) order = (await lockOrders(tx, [order.id]))[0];
    if (!order) {
      out.push({ eventId: event.event_id, outcome: "ignored", note: "unknown_order" });
      continue;
    }
    moved.add(order.id);
    out.push({
      ...(await carryOut(tx, event, order, decide(event, order))),
      eventId: event.event_id,
      orderId: order.id,
    });
  }
  return out;
}

async function lockOrders(tx: Tx, ids: string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<OrderRow>(
    await tx.execute(sql`select id, status, total::text as total from public.orders
      where id = any(${textArray(ids)}::uuid[]) order by id for update`),
  );
}

/**
 * Every coupon the batch's orders hold, locked at once in id order (as the checkout's functions
 * take them): each event's own path takes them again (already ours), and no other batch can hold
 * one while waiting for another.
 */
async function lockCoupons(tx: Tx, orderIds: string[]): Promise<void> {
  await tx.execute(sql`select 1 from public.coupons c
    where c.id in (select i.coupon_id from public.order_items i where i.order_id = any(${textArray(orderIds)}::uuid[]))
    order by c.id for no key update`);
}

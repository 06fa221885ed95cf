import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orders } from "./orders";

// What a hosted-checkout provider told us, for the fulfilment job and the operator. Written only
// by the system (record_payment_event and the fulfilment job, as service_role); no request role
// reads or writes them, row level security is on with no policy.

/**
 * One verified webhook event, stored once by its id (the provider's delivery id, the same on every
 * retry): a repeat only counts in `duplicates`. `outcome` is what it did: 'accepted' (queued for the
 * fulfilment job, then applied), 'ignored' (changed nothing: a stale or backward event, no such
 * order, not final yet) or 'rejected' (genuine, but its money could not be this order's payment:
 * wrong amount or currency, or too late); `note` says which.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: text("event_id").notNull().unique("payment_events_event_id_key"),
    provider: text("provider").notNull(),
    /** The provider's own event type, e.g. "payment_intent.succeeded". */
    type: text("type").notNull(),
    /** The type normalised (lib/payments ProviderPaymentStatus). */
    status: text("status").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    checkoutId: text("checkout_id"),
    paymentId: text("payment_id"),
    amount: numeric("amount", { precision: 12, scale: 2 }),
    currency: text("currency"),
    outcome: text("outcome").notNull(),
    note: text("note"),
    duplicates: integer("duplicates").notNull().default(0),
    occurredAt: timestamp("occurred_at", { withTimezone: true }),
    /** A pending bank transfer's deadline as the provider states it: the order's stock is held until then. */
    paymentDeadline: timestamp("payment_deadline", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the fulfilment job applied it; null while queued (and for events never queued). */
    processedAt: timestamp("processed_at", { withTimezone: true }),
    payload: jsonb("payload").notNull(),
  },
  (t) => [
    check(
      "payment_events_status_check",
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'cancelled', 'expired')`,
    ),
    check("payment_events_outcome_check", sql`${t.outcome} in ('accepted', 'ignored', 'rejected')`),
    check("payment_events_duplicates_check", sql`${t.duplicates} >= 0`),
    index("payment_events_order_idx").on(t.orderId),
    index("payment_events_received_idx").on(t.receivedAt.desc()),
  ],
).enableRLS();

/**
 * Webhook deliveries whose signature did not verify, counted per provider and day. A count and
 * not a row per delivery: nothing in a forged request is worth keeping, and a flood of them then
 * costs one row.
 */
export const paymentWebhookRejections = pgTable(
  "payment_webhook_rejections",
  {
    provider: text("provider").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.day], name: "payment_webhook_rejections_pkey" })],
).enableRLS();

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/**
 * One run of the reconciliation (daily job or `npm run payments:reconcile`): which window of
 * orders it asked the provider about, how many, and how many mismatches it found.
 */
export const paymentReconciliations = pgTable(
  "payment_reconciliations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    windowFrom: timestamp("window_from", { withTimezone: true }).notNull(),
    windowTo: timestamp("window_to", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ordersChecked: integer("orders_checked").notNull().default(0),
    mismatchesFound: integer("mismatches_found").notNull().default(0),
    /** Why the run stopped early (the provider down), or null. */
    error: text("error"),
  },
  (t) => [index("payment_reconciliations_started_idx").on(t.startedAt.desc())],
).enableRLS();

/**
 * A difference between what the provider says and what the orders say, open until the operator
 * resolves it on /admin/pagos (audited). One open row per order and kind: a later run that finds it
 * again only updates last_seen_at.
 *  - paid_not_recorded: paid at the provider, not paid here (fulfil or refund);
 *  - recorded_not_paid: paid here, not paid at the provider;
 *  - amount_differs: both paid, different amount or currency;
 *  - refund_missing_provider: refunded here, no refund at the provider;
 *  - refund_missing_here: refunded at the provider, nothing refunded here.
 */
export const paymentMismatches = pgTable(
  "payment_mismatches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    kind: text("kind").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    checkoutId: text("checkout_id").notNull(),
    /** What each side said, for the operator. */
    details: jsonb("details").notNull(),
    reconciliationId: uuid("reconciliation_id").references(() => paymentReconciliations.id, { onDelete: "set null" }),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by"),
    /** What the operator did: fulfilled, refunded, credited, dismissed; and their words. */
    resolution: text("resolution"),
    resolutionNote: text("resolution_note"),
  },
  (t) => [
    check(
      "payment_mismatches_kind_check",
      sql`${t.kind} in ('paid_not_recorded', 'recorded_not_paid', 'amount_differs', 'refund_missing_provider', 'refund_missing_here')`,
    ),
    check(
      "payment_mismatches_resolution_check",
      sql`${t.resolution} in ('fulfilled', 'refunded', 'credited', 'dismissed')`,
    ),
    check("payment_mismatches_resolved_check", sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`),
    uniqueIndex("payment_mismatches_open_key")
      .on(t.checkoutId, t.kind)
      .where(sql`${t.resolvedAt} is null`),
    index("payment_mismatches_open_idx")
      .on(t.foundAt.desc())
      .where(sql`${t.resolvedAt} is null`),
  ],
).enableRLS();

// Every job, declared once: its name, the payload it carries (checked at enqueue and again when a
// worker runs it), its attempts and, where it must jump the queue, its priority. The database takes
// its list of names (a check on app_private.jobs.name) and its priorities (the generated column
// the worker orders by) from here, through lib/db/schema/jobs.ts, so SQL that enqueues a name
// not declared here fails, and tests/unit/lib/jobs/declared-once.test.ts finds a name used in one
// place only. Handlers live in the owning feature's jobs/ (or lib/jobs/handlers) and are bound in
// lib/jobs/registry.ts. Pure (zod only): the data layer that enqueues and the worker that runs
// share the names without importing each other.
import { z } from "zod";

const empty = z.object({}).strict();

export const JOB_DEFINITIONS = {
  /** E-mail receipt of a paid order; enqueued in the transaction that confirms it. */
  send_receipt: { payload: z.object({ orderId: z.uuid() }), maxAttempts: 8 },
  /** One expiry reminder of one voucher, 3 or 1 day(s) before its coupon ends. */
  send_expiry_reminder: {
    payload: z.object({ voucherId: z.uuid(), days: z.union([z.literal(1), z.literal(3)]) }),
    maxAttempts: 8,
  },
  /** Finds the vouchers due a reminder and enqueues one job each (scheduled). */
  scan_expiry_reminders: { payload: empty, maxAttempts: 3 },
  /** Gives the stock of expired pending orders back (scheduled every minute). */
  release_expired_orders: { payload: empty, maxAttempts: 3, priority: 10 },
  /** A refund's payment-port call and its receipt; enqueued in the transaction that refunds the voucher. */
  complete_refund: { payload: z.object({ refundId: z.uuid() }), maxAttempts: 8 },
  /** Sweeps refunds still 'pendiente' whose job gave up (scheduled, hourly). */
  retry_pending_refunds: { payload: empty, maxAttempts: 3 },
  /** Deletes expired auth tokens and sessions, old rate-limit windows and old finished jobs (daily). */
  cleanup_expired: { payload: empty, maxAttempts: 3 },
  /** Pending referral rewards whose first order can no longer be refunded become credit (scheduled). */
  settle_referral_rewards: { payload: empty, maxAttempts: 3 },
  /** Tells a business's followers about its new coupon; enqueued by the coupon's insert (trigger). */
  notify_followers: { payload: z.object({ couponId: z.uuid() }), maxAttempts: 5 },
  /** Applies one verified payment-provider event to its order; enqueued with the event (record_payment_event). */
  apply_payment_event: {
    payload: z.object({ eventId: z.string().min(1).max(200) }),
    maxAttempts: 8,
    priority: 0,
    // A flash sale's paid webhooks are applied up to 50 per transaction (lib/jobs/worker.ts): one
    // lock on the coupon they all sell, one commit, instead of 50 queued one behind another.
    batch: 50,
  },
  /**
   * Gives a whole provider payment back and tells the buyer why; enqueued by the fulfilment job when
   * a payment came after the order was released and its stock was gone.
   */
  refund_order_payment: { payload: z.object({ orderId: z.uuid() }), maxAttempts: 8 },
  /** Compares the last 3 days of provider orders with the provider and records mismatches (daily). */
  reconcile_payments: { payload: empty, maxAttempts: 3 },
  /** Certifies the FEL invoice(s) of a paid order, one per business; enqueued by a trigger on orders. */
  certify_invoice: { payload: z.object({ orderId: z.uuid() }), maxAttempts: 8 },
  /** Certifies the credit note (NCRE) of a completed refund; enqueued by a trigger on refunds. */
  certify_credit_note: { payload: z.object({ refundId: z.uuid() }), maxAttempts: 8 },
  /** Mails a certified invoice or credit note (XML and PDF) to its buyer; enqueued when it is certified. */
  send_fel_document: { payload: z.object({ documentId: z.uuid() }), maxAttempts: 8 },
  /** Cancels (anulación) a certified buyer document at the certifier, then re-issues the invoice if asked; enqueued by request_fel_cancellation. */
  cancel_fel_document: { payload: z.object({ documentId: z.uuid() }), maxAttempts: 8 },
  /** Tells the buyer that a document of their order was cancelled (anulado); enqueued when it is. */
  send_fel_cancellation: { payload: z.object({ documentId: z.uuid() }), maxAttempts: 8 },
  /** Certifies CuponGT's invoice of a paid payout's commission to its business; enqueued by a trigger on payouts. */
  certify_commission_invoice: { payload: z.object({ payoutId: z.uuid() }), maxAttempts: 8 },
  /**
   * A paid order's points, achievements and referral reward; enqueued by the order's trigger when
   * it is paid. Behind the fulfilments (a burst of payments is not slowed by the achievements'
   * re-evaluation) and before the receipts, so the buyer sees the points within a moment.
   */
  award_order_loyalty: { payload: z.object({ orderId: z.uuid() }), maxAttempts: 8, priority: 50 },
  /** Moves vouchers past their refund window from pending to available in the ledger (scheduled). */
  release_ledger_vouchers: { payload: empty, maxAttempts: 3 },
  /** Proves the ledger's invariants; fails (visible in the jobs list) when one is broken (nightly). */
  check_ledger: { payload: empty, maxAttempts: 1 },
  /** The weekly payout run; offered daily, pays only on the payout weekday (a setting). */
  run_payouts: { payload: empty, maxAttempts: 3 },
  /** Tells a business's owners their payout moved (programado, enviado, pagado, fallido); enqueued with the step. */
  send_payout_email: {
    payload: z.object({ payoutId: z.uuid(), state: z.enum(["programado", "enviado", "pagado", "fallido"]) }),
    maxAttempts: 8,
  },
  /** Tells a business's owners its bank account changed; enqueued by public.set_business_bank_account. */
  send_bank_account_email: {
    payload: z.object({ businessId: z.uuid(), changedAt: z.string().min(1).max(40) }),
    maxAttempts: 8,
  },
  /** Sends one inbox row to its user's subscribed devices; enqueued by the notifications insert (13-push.sql). */
  send_push: { payload: z.object({ notificationId: z.uuid() }), maxAttempts: 5 },
  /** Tells the devices holding a voucher's Apple pass that it changed; enqueued by a trigger on vouchers (14-wallet.sql). */
  push_pass_update: { payload: z.object({ voucherId: z.uuid() }), maxAttempts: 5 },
  /** Patches a voucher's saved Google Wallet objects after it changed; enqueued by a trigger on vouchers (14-wallet.sql). */
  update_google_wallet: { payload: z.object({ voucherId: z.uuid() }), maxAttempts: 8 },
  /** The buyer's booking e-mail with its invitation (.ics); enqueued by the booking functions (28-bookings.sql). */
  send_booking_email: {
    payload: z.object({
      bookingId: z.uuid(),
      sequence: z.number().int().min(0),
      kind: z.enum(["creada", "movida", "cancelada"]),
      userId: z.uuid(),
    }),
    maxAttempts: 8,
  },
  /** A booking's reminder 24 or 2 hours before; sends nothing when the booking changed since (sequence). */
  send_booking_reminder: {
    payload: z.object({
      bookingId: z.uuid(),
      sequence: z.number().int().min(0),
      hours: z.union([z.literal(24), z.literal(2)]),
    }),
    maxAttempts: 5,
  },
  /** Tells a business's owners and managers by e-mail that a booking was made, moved or cancelled. */
  send_booking_seller_email: {
    payload: z.object({
      bookingId: z.uuid(),
      sequence: z.number().int().min(0),
      kind: z.enum(["creada", "movida", "cancelada"]),
    }),
    maxAttempts: 8,
  },
  /**
   * Stores the day's reference exchange rate from the rate port (Banguat or its stand-in); daily.
   * An outside service: more attempts than the other daily jobs, so a short outage is waited out.
   */
  fetch_exchange_rate: { payload: empty, maxAttempts: 5 },
} as const satisfies Record<string, { payload: z.ZodType; maxAttempts: number; priority?: number; batch?: number }>;

export type JobName = keyof typeof JOB_DEFINITIONS;

/**
 * Claimed lowest first: a payment's fulfilment (0) before the release of expired reservations
 * (10, stock back on sale) before a paid order's points (50) before everything else (receipts,
 * invoices, wallet, push: 100).
 */
export const DEFAULT_JOB_PRIORITY = 100;

export function jobPriority(name: JobName): number {
  const definition = JOB_DEFINITIONS[name];
  return "priority" in definition ? definition.priority : DEFAULT_JOB_PRIORITY;
}

/** How many due jobs of this name one claim may take together (1: one at a time). */
export function jobBatchSize(name: JobName): number {
  const definition = JOB_DEFINITIONS[name];
  return "batch" in definition ? definition.batch : 1;
}

export const JOB_NAMES = Object.keys(JOB_DEFINITIONS) as JobName[];
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_DEFINITIONS)[N]["payload"]>;

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOB_DEFINITIONS, name);
}

const MINUTE = 60_000;

/** Recurring jobs: each worker offers them every tick; the period key keeps one per period. */
export const SCHEDULES: readonly { name: JobName; everyMs: number }[] = [
  { name: "release_expired_orders", everyMs: MINUTE },
  { name: "scan_expiry_reminders", everyMs: 60 * MINUTE },
  { name: "retry_pending_refunds", everyMs: 60 * MINUTE },
  { name: "settle_referral_rewards", everyMs: 15 * MINUTE },
  { name: "cleanup_expired", everyMs: 24 * 60 * MINUTE },
  { name: "reconcile_payments", everyMs: 24 * 60 * MINUTE },
  { name: "release_ledger_vouchers", everyMs: 15 * MINUTE },
  { name: "check_ledger", everyMs: 24 * 60 * MINUTE },
  { name: "run_payouts", everyMs: 24 * 60 * MINUTE },
  { name: "fetch_exchange_rate", everyMs: 24 * 60 * MINUTE },
];

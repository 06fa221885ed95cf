import { sql } from "drizzle-orm";
import { bigint, check, date, index, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { appPrivate } from "./pg-schemas";

// The double-entry money ledger (supabase/schemas/20-ledger.sql). Append-only: a trigger refuses
// update, delete and truncate, even for the owner; only SECURITY DEFINER functions write, through
// app_private.ledger_post, which refuses an entry whose lines do not sum to zero (and a deferred
// constraint trigger checks it again at commit). A line's amount is a debit when positive, a
// credit when negative.

export const LEDGER_ACCOUNT_KINDS = [
  "provider_clearing",
  "business_pending",
  "business_available",
  "payouts_in_transit",
  "platform_commission",
  "iva_collected",
  "referral_credit",
  "refunds_owed",
] as const;

/** One per kind, and per business for the business's own kinds (nulls not distinct). */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    businessId: uuid("business_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("ledger_accounts_kind_business_key").on(t.kind, t.businessId).nullsNotDistinct(),
    check(
      "ledger_accounts_kind_check",
      sql`${t.kind} = any (array['provider_clearing', 'business_pending', 'business_available', 'payouts_in_transit', 'platform_commission', 'iva_collected', 'referral_credit', 'refunds_owed'])`,
    ),
  ],
).enableRLS();

/** One posting; its key (what happened to what) makes a retried job post nothing twice. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    sourceKind: text("source_kind").notNull(),
    sourceId: uuid("source_id").notNull(),
    event: text("event").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("ledger_entries_source_key").on(t.sourceKind, t.sourceId, t.event),
    check(
      "ledger_entries_source_kind_check",
      sql`${t.sourceKind} = any (array['order', 'voucher', 'refund', 'payout'])`,
    ),
  ],
).enableRLS();

export const ledgerLines = pgTable(
  "ledger_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint("entry_id", { mode: "number" })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The business the line concerns (its own accounts, and the commission taken from it): RLS reads by it. */
    businessId: uuid("business_id"),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    orderItemId: uuid("order_item_id"),
    voucherId: uuid("voucher_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ledger_lines_amount_nonzero", sql`${t.amount} <> 0`),
    index("ledger_lines_entry_idx").on(t.entryId),
    index("ledger_lines_account_idx").on(t.accountId),
    index("ledger_lines_business_idx")
      .on(t.businessId, t.createdAt)
      .where(sql`${t.businessId} is not null`),
    index("ledger_lines_order_item_idx")
      .on(t.orderItemId)
      .where(sql`${t.orderItemId} is not null`),
  ],
).enableRLS();

/**
 * Vouchers whose money is still pending for their business: queued when the order is paid, gone
 * when the voucher is redeemed, refunded or its refund window closes (the release job reads it).
 */
export const ledgerPendingVouchers = appPrivate.table(
  "ledger_pending_vouchers",
  {
    voucherId: uuid("voucher_id").primaryKey(),
    orderId: uuid("order_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ledger_pending_vouchers_order_idx").on(t.orderId)],
);

export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const PAYOUT_STATES = ["programado", "enviado", "pagado", "fallido"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/**
 * One payout of a business's available balance, made by the weekly run (public.payout_run); one
 * per business and run period, so two runs at once pay nothing twice. Its ledger lines are the
 * business's available lines after its previous payout's `coversLineId`, up to its own.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id").notNull(),
    /** The run's day (Guatemala). */
    period: date("period").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    state: text("state").notNull().default("programado"),
    coversLineId: bigint("covers_line_id", { mode: "number" }).notNull(),
    bankReference: text("bank_reference"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    // The account it was scheduled for (a snapshot of business_bank_accounts, which the bank batch
    // pays): a later change of the business's account does not redirect it (audit 44).
    accountBank: text("account_bank"),
    accountType: text("account_type"),
    /** lib/ledger/crypto/bank-account-cipher.ts's ciphertexts, under the key named by accountKeyId. */
    accountNumberCiphertext: text("account_number_ciphertext"),
    accountLast4: text("account_last4"),
    accountHolderCiphertext: text("account_holder_ciphertext"),
    accountKeyId: text("account_key_id"),
    /** Why the batch may not pay it yet ('cuenta_cambiada': the account changed after scheduling). */
    heldReason: text("held_reason"),
    heldAt: timestamp("held_at", { withTimezone: true }),
  },
  (t) => [
    unique("payouts_business_period_key").on(t.businessId, t.period),
    check("payouts_amount_positive", sql`${t.amount} > 0`),
    check("payouts_state_check", sql`${t.state} = any (array['programado', 'enviado', 'pagado', 'fallido'])`),
    check("payouts_reference_length", sql`${t.bankReference} is null or char_length(${t.bankReference}) <= 100`),
    check("payouts_reason_length", sql`${t.failureReason} is null or char_length(${t.failureReason}) <= 500`),
    check("payouts_held_reason_check", sql`${t.heldReason} is null or ${t.heldReason} = 'cuenta_cambiada'`),
    index("payouts_business_idx").on(t.businessId, t.createdAt.desc()),
    index("payouts_period_idx").on(t.period),
  ],
).enableRLS();

export type Payout = typeof payouts.$inferSelect;

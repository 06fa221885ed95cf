import { sql } from "drizzle-orm";
import { check, index, numeric, pgPolicy, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { authenticatedRole, authUsers } from "drizzle-orm/supabase";
import { orders, vouchers } from "./orders";
import { uid } from "./policies";

// Refunds and gifts of vouchers (migrations 20261124030200_refunds, 20261124030500_gifts). Both are
// written only by SECURITY DEFINER functions; people read the rows they are party to.

export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id").notNull().references(() => vouchers.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => authUsers.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    /** The share of the voucher paid with credit, given back as credit (migration 20261126100100). */
    creditAmount: numeric("credit_amount", { precision: 12, scale: 2 }).notNull().default("0"),
    /** 'pendiente' until the payment port answered with its reference. */
    status: text("status").notNull().default("pendiente"),
    paymentReference: text("payment_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    unique("refunds_voucher_key").on(t.voucherId),
    check("refunds_amount_nonnegative", sql`${t.amount} >= 0`),
    check("refunds_credit_amount_nonnegative", sql`${t.creditAmount} >= 0`),
    check("refunds_status_check", sql`${t.status} in ('pendiente', 'completado')`),
    index("refunds_order_idx").on(t.orderId),
    pgPolicy("refunds_select_own", { for: "select", to: authenticatedRole, using: sql`${t.userId} = ${uid}` }),
  ],
);

export const gifts = pgTable(
  "gifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id").notNull().references(() => vouchers.id, { onDelete: "cascade" }),
    giverUserId: uuid("giver_user_id").notNull().references(() => authUsers.id, { onDelete: "cascade" }),
    giverName: text("giver_name"),
    couponTitle: text("coupon_title").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    message: text("message"),
    /** SHA-256 of the link's token; requests cannot read it (column grants). */
    tokenHash: text("token_hash").notNull(),
    status: text("status").notNull().default("pendiente"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    claimedBy: uuid("claimed_by").references(() => authUsers.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    unique("gifts_token_hash_key").on(t.tokenHash),
    check("gifts_status_check", sql`${t.status} in ('pendiente', 'reclamado', 'cancelado')`),
    check("gifts_message_length", sql`${t.message} is null or char_length(${t.message}) <= 300`),
    uniqueIndex("gifts_one_pending_per_voucher").on(t.voucherId).where(sql`${t.status} = 'pendiente'`),
    index("gifts_voucher_idx").on(t.voucherId),
    index("gifts_giver_idx").on(t.giverUserId, t.createdAt.desc()),
    index("gifts_claimed_by_idx").on(t.claimedBy),
    pgPolicy("gifts_select_party", { for: "select", to: authenticatedRole, using: sql`${t.giverUserId} = ${uid} or ${t.claimedBy} = ${uid}` }),
  ],
);

export type Refund = typeof refunds.$inferSelect;
export type Gift = typeof gifts.$inferSelect;

import { sql } from "drizzle-orm";
import { check, index, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";
import { orders, vouchers } from "../orders";

// A refunded voucher. Written only by SECURITY DEFINER functions (refund_voucher, complete_refund);
// the buyer reads their own rows.
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    /** The share of the voucher paid with credit, given back as credit. */
    creditAmount: numeric("credit_amount", { precision: 12, scale: 2 }).notNull().default("0"),
    /**
     * 'pendiente' until the payment port answered with its reference. 'adeudado' when the provider
     * can refund only whole payments and this voucher is part of one: the money is owed to the buyer
     * and the operator settles it (settled_as) as store credit or a bank transfer.
     */
    status: text("status").notNull().default("pendiente"),
    paymentReference: text("payment_reference"),
    settledAs: text("settled_as"),
    settledBy: uuid("settled_by").references(() => authUsers.id, { onDelete: "set null" }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** The operator's words: the bank transfer's reference, or why. */
    settlementNote: text("settlement_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    unique("refunds_voucher_key").on(t.voucherId),
    check("refunds_amount_nonnegative", sql`${t.amount} >= 0`),
    check("refunds_credit_amount_nonnegative", sql`${t.creditAmount} >= 0`),
    check("refunds_status_check", sql`${t.status} in ('pendiente', 'completado', 'adeudado')`),
    check("refunds_settled_as_check", sql`${t.settledAs} in ('credito', 'transferencia')`),
    check("refunds_settled_check", sql`(${t.settledAs} is null) = (${t.settledAt} is null)`),
    index("refunds_order_idx").on(t.orderId),
    index("refunds_owed_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'adeudado' and ${t.settledAt} is null`),
    index("refunds_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pendiente'`),
  ],
).enableRLS();

export type Refund = typeof refunds.$inferSelect;

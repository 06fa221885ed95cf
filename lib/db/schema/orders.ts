import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";
import { businesses } from "./catalogue/businesses";
import { coupons } from "./catalogue/coupons";

// Orders and vouchers are written only by SECURITY DEFINER functions (reserve, confirm, release,
// redeem) that check stock and ownership under lock; clients can read their own. An order is
// 'pending' while its stock is reserved and its total is being charged, then 'paid' (vouchers
// exist only from here) or 'failed' / 'cancelled' (stock returned).
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buyerUserId: uuid("buyer_user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** A retried or double-clicked checkout reuses its key and gets the same order back. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").notNull().default("pending"),
    subtotal: numeric("subtotal", { precision: 12, scale: 2 }).notNull(),
    tax: numeric("tax", { precision: 12, scale: 2 }).notNull(),
    total: numeric("total", { precision: 12, scale: 2 }).notNull(),
    contactName: text("contact_name"),
    /** The language of the page the order was placed from: its e-mails (receipt, refunds) are in it. */
    locale: text("locale").notNull().default("es"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    billingAddress: text("billing_address"),
    billingCity: text("billing_city"),
    /** Only the last four digits of the card are ever kept. */
    cardLast4: text("card_last4"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** A pending order holds its stock until then; the next purchase releases it after. */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    /** The gateway's reference of the approved payment (never card data). */
    paymentReference: text("payment_reference"),
    /** Sum of its refunds: 0 'pagada', below the total 'reembolsada parcialmente', the total 'reembolsada'. */
    refundedTotal: numeric("refunded_total", { precision: 12, scale: 2 }).notNull().default("0"),
    /** NIT or CUI (13 digits) for the invoice, normalised (no dash, upper case), or 'CF' (consumidor final). */
    nit: text("nit").notNull().default("CF"),
    /** The invoice's receptor name: a NIT's name as the certifier has it registered; null for 'CF'. */
    receptorName: text("receptor_name"),
    /** Loyalty credit taken off this order, never more than the subtotal. */
    creditApplied: numeric("credit_applied", { precision: 12, scale: 2 }).notNull().default("0"),
    /** The hosted-checkout provider that takes this order's money; null for the simulated gateway. */
    paymentProvider: text("payment_provider"),
    /** The provider's checkout: its webhooks find the order by it. */
    providerCheckoutId: text("provider_checkout_id"),
    /** How the buyer paid on the provider's page, once known. */
    paymentMethod: text("payment_method"),
    /**
     * Money the provider reported that could not become this order's payment, for the operator:
     * 'amount_mismatch' (amount or currency not the order's; the order stays unpaid) or
     * 'refund_owed' (paid after the order was released and its stock was gone).
     */
    paymentIssue: text("payment_issue"),
    /** The provider's page for this order: a retried checkout sends the buyer back to the same one. */
    providerCheckoutUrl: text("provider_checkout_url"),
    /**
     * The provider refund of the whole payment when the order's money went back as a whole (a late
     * payment with no stock left, a wrong amount, a payment reconciliation found with no order).
     */
    providerRefundId: text("provider_refund_id"),
    providerRefundedAt: timestamp("provider_refunded_at", { withTimezone: true }),
  },
  (t) => [
    // One live order per checkout key; declined or expired attempts stay on record beside it.
    uniqueIndex("orders_buyer_idempotency_key")
      .on(t.buyerUserId, t.idempotencyKey)
      .where(sql`${t.status} in ('pending', 'paid')`),
    index("orders_pending_expiry_idx")
      .on(t.reservedUntil)
      .where(sql`${t.status} = 'pending'`),
    check("orders_status_check", sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
    check("orders_locale_check", sql`${t.locale} in ('es', 'en')`),
    check("orders_credit_applied_range", sql`${t.creditApplied} >= 0 and ${t.creditApplied} <= ${t.subtotal}`),
    check("orders_refunded_total_range", sql`${t.refundedTotal} >= 0 and ${t.refundedTotal} <= ${t.total}`),
    check("orders_card_last4_format", sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
    index("orders_buyer_idx").on(t.buyerUserId, t.createdAt.desc()),
    index("orders_paid_at_idx")
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    uniqueIndex("orders_provider_checkout_key")
      .on(t.providerCheckoutId)
      .where(sql`${t.providerCheckoutId} is not null`),
    // The reconciliation's keyset pages over a window of provider orders: without it every page
    // scans and sorts the whole window (cost grows with the square of its size).
    index("orders_provider_window_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.providerCheckoutId} is not null`),
    check("orders_payment_method_check", sql`${t.paymentMethod} in ('card', 'bank_transfer')`),
    check("orders_payment_issue_check", sql`${t.paymentIssue} in ('amount_mismatch', 'refund_owed')`),
    // 'CF', a NIT or a CUI whose check digits are right (public.is_valid_receptor_id, applied before the tables).
    check("orders_nit_valid", sql`public.is_valid_receptor_id(${t.nit})`),
    check("orders_receptor_name_length", sql`char_length(${t.receptorName}) <= 300`),
  ],
).enableRLS();

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: numeric("unit_price", { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    index("order_items_order_idx").on(t.orderId),
    index("order_items_coupon_idx").on(t.couponId),
  ],
).enableRLS();

export const vouchers = pgTable(
  "vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "restrict" }),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "set null" }),
    buyerUserId: uuid("buyer_user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** Unguessable redemption code shown as text and QR. */
    code: text("code").notNull().unique("vouchers_code_key"),
    status: text("status").notNull().default("vigente"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    redeemedBy: uuid("redeemed_by").references(() => authUsers.id, { onDelete: "set null" }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** A gift of it waits to be claimed: neither redeemable nor refundable until cancelled. */
    giftPending: boolean("gift_pending").notNull().default(false),
    /** Who gave it, once claimed (buyerUserId is then the recipient). */
    giftedBy: uuid("gifted_by").references(() => authUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("vouchers_status_check", sql`${t.status} in ('vigente', 'canjeado', 'vencido', 'reembolsado')`),
    index("vouchers_buyer_idx").on(t.buyerUserId, t.createdAt.desc()),
    index("vouchers_business_idx").on(t.businessId),
    index("vouchers_order_item_idx").on(t.orderItemId),
    index("vouchers_coupon_vigente_idx")
      .on(t.couponId)
      .where(sql`${t.status} = 'vigente'`),
  ],
).enableRLS();

export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type Voucher = typeof vouchers.$inferSelect;

// Daily sales rollups (supabase/schemas/16-analytics.sql). Kept only by triggers on orders and
// vouchers; read only through the SECURITY DEFINER analytics functions (no policies: RLS on,
// nothing granted to request roles).
import { date, index, integer, numeric, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { appPrivate } from "../pg-schemas";
import { businesses } from "../catalogue/businesses";
import { coupons } from "../catalogue/coupons";

const amount = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default("0");

export const couponSalesDaily = pgTable(
  "coupon_sales_daily",
  {
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    /** Paid orders holding this coupon (exact per coupon; not additive across coupons). */
    orders: integer("orders").notNull().default(0),
    units: integer("units").notNull().default(0),
    gross: amount("gross"),
    refunds: amount("refunds"),
    redeemed: integer("redeemed").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.day], name: "coupon_sales_daily_pkey" }),
    index("coupon_sales_daily_business_idx").on(t.businessId, t.day),
  ],
).enableRLS();

export const businessSalesDaily = pgTable(
  "business_sales_daily",
  {
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    orders: integer("orders").notNull().default(0),
    /** Distinct buyers that day (rows of app_private.business_sales_buyers). */
    buyers: integer("buyers").notNull().default(0),
    units: integer("units").notNull().default(0),
    gross: amount("gross"),
    refunds: amount("refunds"),
    redeemed: integer("redeemed").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day], name: "business_sales_daily_pkey" })],
).enableRLS();

/** The per-(business, day, buyer) set behind business_sales_daily.buyers. */
export const businessSalesBuyers = appPrivate.table(
  "business_sales_buyers",
  {
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    buyerUserId: uuid("buyer_user_id").notNull(),
    orders: integer("orders").notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.buyerUserId], name: "business_sales_buyers_pkey" })],
);

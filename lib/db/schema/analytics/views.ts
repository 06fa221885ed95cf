// Honest view counts and their daily rollups (supabase/schemas/16-analytics.sql). Written
// only by app_private.count_coupon_view; read only through the SECURITY DEFINER analytics
// functions (no policies: RLS on, nothing granted to request roles).
import { sql } from "drizzle-orm";
import { customType, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { appPrivate } from "../pg-schemas";
import { businesses } from "../catalogue/businesses";
import { coupons } from "../catalogue/coupons";

export const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/** One row per visitor (salted hash of the address), coupon and Guatemala day. */
export const couponViews = pgTable(
  "coupon_views",
  {
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    visitorHash: bytea("visitor_hash").notNull(),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.day, t.visitorHash], name: "coupon_views_pkey" })],
).enableRLS();

export const couponViewDaily = pgTable(
  "coupon_view_daily",
  {
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.day], name: "coupon_view_daily_pkey" }),
    index("coupon_view_daily_business_idx").on(t.businessId, t.day),
  ],
).enableRLS();

export const businessViewDaily = pgTable(
  "business_view_daily",
  {
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    /** Distinct visitors of any of the business's coupons that day. */
    uniqueViewers: integer("unique_viewers").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day], name: "business_view_daily_pkey" })],
).enableRLS();

/** The day's salt of the visitor hashes: a hash cannot be linked to the same visitor another day. */
export const viewSalts = appPrivate.table("view_salts", {
  day: date("day").primaryKey(),
  salt: text("salt")
    .notNull()
    .default(sql`(gen_random_uuid())::text`),
});

/** One row per visitor, business and Guatemala day: behind business_view_daily.unique_viewers. */
export const businessViewVisitors = appPrivate.table(
  "business_view_visitors",
  {
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    visitorHash: bytea("visitor_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.visitorHash], name: "business_view_visitors_pkey" })],
);

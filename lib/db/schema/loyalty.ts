import { sql } from "drizzle-orm";
import { bigint, date, index, integer, numeric, pgPolicy, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { authenticatedRole, authUsers } from "drizzle-orm/supabase";
import { uid } from "./policies";

// The append-only loyalty ledger (migration 20261124050000_loyalty_ledger). Written only by
// app_private.award and the loyalty triggers; a user reads their own rows. Its partial unique
// indexes (one payment per event) live in the migration.
export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id").notNull().references(() => authUsers.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    points: integer("points").notNull().default(0),
    xp: integer("xp").notNull().default(0),
    credit: numeric("credit", { precision: 12, scale: 2 }).notNull().default("0"),
    orderId: uuid("order_id"),
    reviewId: uuid("review_id"),
    couponId: uuid("coupon_id"),
    voucherId: uuid("voucher_id"),
    businessId: uuid("business_id"),
    referralUserId: uuid("referral_user_id"),
    achievementId: uuid("achievement_id"),
    activityDay: date("activity_day").notNull().default(sql`((now() at time zone 'America/Guatemala')::date)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_ledger_user_idx").on(t.userId, t.createdAt.desc()),
    pgPolicy("loyalty_ledger_select_own", { for: "select", to: authenticatedRole, using: sql`${t.userId} = ${uid}` }),
  ],
);

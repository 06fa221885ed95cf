import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";
import { bytea } from "./analytics/views";
import { appPrivate } from "./pg-schemas";

// The append-only loyalty ledger (supabase/schemas/09-loyalty.sql). Written only by
// app_private.award and the loyalty triggers; a user reads their own rows. Its partial unique
// indexes pay each event once, whatever retries.
export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
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
    activityDay: date("activity_day")
      .notNull()
      .default(sql`((now() at time zone 'America/Guatemala')::date)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "loyalty_ledger_reason",
      sql`${t.reason} = any (array['purchase', 'purchase_refund', 'first_purchase', 'review_verified', 'review', 'voucher_redeemed', 'follow', 'daily_visit', 'achievement', 'referral_referrer', 'referral_invitee', 'referral_bonus', 'credit_applied', 'credit_returned', 'credit_refunded'])`,
    ),
    index("loyalty_ledger_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("loyalty_ledger_order_idx")
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex("loyalty_once_purchase")
      .on(t.orderId)
      .where(sql`${t.reason} = 'purchase'`),
    uniqueIndex("loyalty_once_refund")
      .on(t.voucherId)
      .where(sql`${t.reason} = 'purchase_refund'`),
    uniqueIndex("loyalty_once_first_purchase")
      .on(t.userId)
      .where(sql`${t.reason} = 'first_purchase'`),
    uniqueIndex("loyalty_once_review")
      .on(t.userId, t.couponId)
      .where(sql`${t.reason} = any (array['review', 'review_verified'])`),
    uniqueIndex("loyalty_once_redeemed")
      .on(t.voucherId)
      .where(sql`${t.reason} = 'voucher_redeemed'`),
    uniqueIndex("loyalty_once_follow")
      .on(t.userId, t.businessId)
      .where(sql`${t.reason} = 'follow'`),
    uniqueIndex("loyalty_once_visit")
      .on(t.userId, t.activityDay)
      .where(sql`${t.reason} = 'daily_visit'`),
    uniqueIndex("loyalty_once_achievement")
      .on(t.userId, t.achievementId)
      .where(sql`${t.reason} = 'achievement'`),
    uniqueIndex("loyalty_once_referrer")
      .on(t.userId, t.referralUserId)
      .where(sql`${t.reason} = 'referral_referrer'`),
    uniqueIndex("loyalty_once_invitee")
      .on(t.userId)
      .where(sql`${t.reason} = 'referral_invitee'`),
    // One bonus per calendar month of activity.
    uniqueIndex("loyalty_once_bonus")
      .on(t.userId, sql`((extract(year from ${t.activityDay}) * 100) + extract(month from ${t.activityDay}))`)
      .where(sql`${t.reason} = 'referral_bonus'`),
    uniqueIndex("loyalty_once_credit_applied")
      .on(t.orderId)
      .where(sql`${t.reason} = 'credit_applied'`),
    uniqueIndex("loyalty_once_credit_returned")
      .on(t.orderId)
      .where(sql`${t.reason} = 'credit_returned'`),
    uniqueIndex("loyalty_once_credit_refunded")
      .on(t.voucherId)
      .where(sql`${t.reason} = 'credit_refunded'`),
  ],
).enableRLS();

/**
 * A referral reward held until the invitee's first order can no longer be refunded; one per
 * canonical mailbox (its hash outlives the account), so plus-tags and dots earn nothing twice.
 */
export const referralRewards = appPrivate.table(
  "referral_rewards",
  {
    inviteeId: uuid("invitee_id").primaryKey(),
    referrerId: uuid("referrer_id").notNull(),
    orderId: uuid("order_id").notNull(),
    mailboxHash: bytea("mailbox_hash").notNull(),
    state: text("state").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    unique("referral_rewards_mailbox_key").on(t.mailboxHash),
    unique("referral_rewards_order_id_key").on(t.orderId),
    check("referral_rewards_state", sql`${t.state} = any (array['pending', 'available', 'reversed'])`),
    index("referral_rewards_referrer_idx")
      .on(t.referrerId)
      .where(sql`${t.state} = 'pending'`),
  ],
);

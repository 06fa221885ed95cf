import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";
import { vouchers } from "../orders";

// A voucher given to someone by e-mail link. Written only by SECURITY DEFINER functions
// (create_gift, claim_gift, cancel_gift); giver and recipient read the rows they are party to.

export const gifts = pgTable(
  "gifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    giverUserId: uuid("giver_user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    giverName: text("giver_name"),
    couponTitle: text("coupon_title").notNull(),
    /** Null for a gift sent by WhatsApp: whoever opens the link first claims it. */
    recipientEmail: text("recipient_email"),
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
    check("gifts_recipient_email_length", sql`char_length(${t.recipientEmail}) between 3 and 320`),
    check("gifts_token_hash_format", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check("gifts_message_length", sql`${t.message} is null or char_length(${t.message}) <= 300`),
    uniqueIndex("gifts_one_pending_per_voucher")
      .on(t.voucherId)
      .where(sql`${t.status} = 'pendiente'`),
    index("gifts_voucher_idx").on(t.voucherId),
    index("gifts_giver_idx").on(t.giverUserId, t.createdAt.desc().nullsFirst()),
    index("gifts_claimed_by_idx").on(t.claimedBy),
  ],
).enableRLS();

export type Gift = typeof gifts.$inferSelect;

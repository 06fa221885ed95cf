import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";

// Web push (supabase/schemas/13-push.sql): one row per user and device that said yes in the
// notifications drawer, and the kinds a user turned off in /perfil. Both are owner-only under RLS;
// the send_push job reads them as the system and deletes a subscription its push service calls gone.

// The kinds of lib/wallet/rules/push-kinds.ts (drizzle-kit reads this file without the app's path aliases).
const kindList = sql.raw(
  [
    "voucher_expiring",
    "gift_claimed",
    "refund_settled",
    "coupon_published",
    "review_reply",
    "booking_reminder",
    "booking_moved",
    "booking_cancelled",
  ]
    .map((k) => `'${k}'`)
    .join(", "),
);

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** The push service's URL for this browser (RFC 8030); unique per browser profile. */
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_user_endpoint").on(t.userId, t.endpoint),
    check("push_subscriptions_endpoint_url", sql`${t.endpoint} ~ '^https?://' and char_length(${t.endpoint}) <= 1000`),
    check("push_subscriptions_p256dh_format", sql`${t.p256dh} ~ '^[A-Za-z0-9_-]{80,100}$'`),
    check("push_subscriptions_auth_format", sql`${t.auth} ~ '^[A-Za-z0-9_-]{16,44}$'`),
    check("push_subscriptions_user_agent_length", sql`${t.userAgent} is null or char_length(${t.userAgent}) <= 300`),
  ],
).enableRLS();

export const pushOptOuts = pgTable(
  "push_opt_outs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind], name: "push_opt_outs_pkey" }),
    check("push_opt_outs_kind", sql`${t.kind} in (${kindList})`),
  ],
).enableRLS();

import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";

// A user's inbox (supabase/schemas/11-notifications.sql). Written only by app_private.notify
// (triggers, SECURITY DEFINER functions, jobs); read by its owner; marked read through
// public.mark_notifications_read.
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    /** A same-site path, or null. */
    href: text("href"),
    /** Makes a notification idempotent per user (a retried job adds nothing). */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    check("notifications_kind_format", sql`${t.kind} ~ '^[a-z_]{1,40}$'`),
    check("notifications_title_length", sql`char_length(${t.title}) between 1 and 200`),
    check("notifications_body_length", sql`${t.body} is null or char_length(${t.body}) <= 500`),
    check("notifications_href_same_site", sql`${t.href} is null or (${t.href} ~ '^/' and ${t.href} !~ '^//')`),
    uniqueIndex("notifications_user_dedupe")
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
).enableRLS();

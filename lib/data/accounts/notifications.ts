import "server-only";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";
import type { Caller } from "../caller";
import { runAs } from "../run-as";

// A signed-in user's inbox: rewards, followed businesses, reminders and moderation outcomes. Rows
// come from the database (app_private.notify); requests only read their own (RLS) and mark them
// read through mark_notifications_read.

export interface NotificationItem {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  href: string | null;
  createdAt: string;
  read: boolean;
}

/** A row as read here: what it is about too, for writing a database function's notice in English. */
export interface StoredNotification extends NotificationItem {
  dedupeKey: string | null;
}

/** The newest notifications of the caller and how many are unread. */
export async function listNotifications(
  caller: Caller,
  limit = 20,
): Promise<{ items: StoredNotification[]; unread: number }> {
  if (caller.role !== "authenticated") return { items: [], unread: 0 };
  return runAs(caller, async (tx) => {
    const rows = await tx
      .select()
      .from(notifications)
      .where(eq(notifications.userId, caller.userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(Math.min(Math.max(limit, 1), 100));
    const [unread] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, caller.userId), isNull(notifications.readAt)));
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        title: r.title,
        body: r.body,
        href: r.href,
        createdAt: r.createdAt.toISOString(),
        read: r.readAt !== null,
        dedupeKey: r.dedupeKey,
      })),
      unread: Number(unread?.n ?? 0),
    };
  });
}

/** Marks all of the caller's notifications read (or only `ids`); answers how many changed. */
export async function markNotificationsRead(caller: Caller, ids?: readonly string[]): Promise<number> {
  if (caller.role !== "authenticated") return 0;
  return runAs(caller, async (tx) => {
    const list =
      ids && ids.length > 0
        ? sql`array[${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}]`
        : sql`null::uuid[]`;
    const [row] = rowsOf<{ n: number }>(await tx.execute(sql`select public.mark_notifications_read(${list}) as n`));
    return Number(row?.n ?? 0);
  });
}

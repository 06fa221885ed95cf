import "server-only";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { notifications, pushOptOuts, pushSubscriptions } from "@/lib/db/schema";
import { isPushKind } from "@/lib/wallet/rules/push-kinds";
import { runAsSystem } from "@/lib/data/system";

// The system side of web push, for the send_push job (a queued job is system work, like the
// e-mail outbox): what to send for one inbox row and to which devices, and the bookkeeping after.

export interface PushDelivery {
  message: {
    id: string;
    userId: string;
    kind: string;
    title: string;
    body: string | null;
    href: string | null;
    /** Names what a database function's notice is about (lib/wallet/rules/database-notices.ts). */
    dedupeKey: string | null;
  };
  targets: { id: string; endpoint: string; p256dh: string; auth: string }[];
}

/**
 * One notification and its user's devices, or null when there is nothing to send: the row is gone,
 * its kind is not pushed, or the user turned the kind off after it was queued.
 */
export async function pushDelivery(notificationId: string): Promise<PushDelivery | null> {
  return runAsSystem(async (tx) => {
    const [n] = await tx.select().from(notifications).where(eq(notifications.id, notificationId));
    if (!n || !isPushKind(n.kind)) return null;
    const targets = await tx
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, n.userId),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(pushOptOuts)
              .where(and(eq(pushOptOuts.userId, n.userId), eq(pushOptOuts.kind, n.kind))),
          ),
        ),
      );
    if (targets.length === 0) return null;
    const { id, userId, kind, title, body, href, dedupeKey } = n;
    return { message: { id, userId, kind, title, body, href, dedupeKey }, targets };
  });
}

/** After a send: delivered devices get their time stamped, those the service called gone are deleted. */
export async function recordPushOutcomes(sent: readonly string[], gone: readonly string[]): Promise<void> {
  if (sent.length === 0 && gone.length === 0) return;
  await runAsSystem(async (tx) => {
    if (sent.length > 0)
      await tx
        .update(pushSubscriptions)
        .set({ lastSentAt: sql`now()` })
        .where(inArray(pushSubscriptions.id, [...sent]));
    if (gone.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
  });
}

import "server-only";
import { and, eq } from "drizzle-orm";
import { pushOptOuts, pushSubscriptions } from "@/lib/db/schema";
import { PUSH_KINDS, type PushKind } from "@/lib/wallet/rules/push-kinds";
import type { SignedInCaller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";

// A signed-in shopper's own web push devices and the kinds they turned off, written as that
// shopper under RLS (owner-only policies, supabase/schemas/13-push.sql). The system side that sends
// is push-delivery.ts.

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent?: string | null;
}

/** Stores this device's subscription, or refreshes its keys when the browser renewed them. */
export async function savePushSubscription(caller: SignedInCaller, s: NewPushSubscription): Promise<void> {
  await runAs(caller, (tx) =>
    tx
      .insert(pushSubscriptions)
      .values({
        userId: caller.userId,
        endpoint: s.endpoint,
        p256dh: s.p256dh,
        auth: s.auth,
        userAgent: s.userAgent?.slice(0, 300) ?? null,
      })
      .onConflictDoUpdate({
        target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
        set: { p256dh: s.p256dh, auth: s.auth, userAgent: s.userAgent?.slice(0, 300) ?? null },
      }),
  );
}

/** Forgets this device (the shopper turned push off on it); answers whether it was stored. */
export async function deletePushSubscription(caller: SignedInCaller, endpoint: string): Promise<boolean> {
  const rows = await runAs(caller, (tx) =>
    tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, caller.userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id }),
  );
  return rows.length > 0;
}

/** How many devices the caller has subscribed, and which kinds they turned off. */
export async function pushPreferences(caller: SignedInCaller): Promise<{ devices: number; off: PushKind[] }> {
  return runAs(caller, async (tx) => {
    const devices = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, caller.userId));
    const off = await tx
      .select({ kind: pushOptOuts.kind })
      .from(pushOptOuts)
      .where(eq(pushOptOuts.userId, caller.userId));
    const offKinds = new Set(off.map((r) => r.kind));
    return { devices: devices.length, off: PUSH_KINDS.filter((k) => offKinds.has(k)) };
  });
}

/** Turns one kind of push on or off for all of the caller's devices. */
export async function setPushKind(caller: SignedInCaller, kind: PushKind, enabled: boolean): Promise<void> {
  await runAs(caller, (tx) =>
    enabled
      ? tx.delete(pushOptOuts).where(and(eq(pushOptOuts.userId, caller.userId), eq(pushOptOuts.kind, kind)))
      : tx.insert(pushOptOuts).values({ userId: caller.userId, kind }).onConflictDoNothing(),
  );
}

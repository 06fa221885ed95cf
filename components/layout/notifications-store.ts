"use client";

import { useSyncExternalStore } from "react";
import { getMyNotifications } from "@/lib/actions/notifications/get-my-notifications";
import { markMyNotificationsRead } from "@/lib/actions/notifications/mark-notifications-read";
import type { NotificationItem } from "@/lib/data/accounts/notifications";

// The signed-in user's inbox, shared by the two drawers of the shell (mobile header and desktop
// nav): one request serves both, and marking read in one clears the other's badge too.

export interface Inbox {
  items: NotificationItem[];
  unread: number;
}

let inbox: Inbox | null = null;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: Inbox | null) {
  inbox = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches the inbox again (concurrent callers share one request). */
export function refreshInbox(): Promise<void> {
  inflight ??= getMyNotifications({ limit: 20 })
    .then((result) => set(result.ok ? result.data : null))
    .catch(() => {})
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Forgets the inbox (signed out). */
export function resetInbox() {
  if (inbox) set(null);
}

/** 'Marcar todo como leído': cleared at once on screen, then confirmed by the server. */
export async function markAllRead(): Promise<boolean> {
  const before = inbox;
  if (before) set({ unread: 0, items: before.items.map((n) => ({ ...n, read: true })) });
  const result = await markMyNotificationsRead({}).catch(() => null);
  if (!result?.ok) {
    set(before);
    return false;
  }
  return true;
}

export function useInbox(): Inbox | null {
  return useSyncExternalStore(
    subscribe,
    () => inbox,
    () => null,
  );
}

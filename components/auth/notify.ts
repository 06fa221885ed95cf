"use client";

import { toast } from "sonner";

/** SPEC's destructive toasts: a title and the server's (or the rule's) message. */
export function notifyError(title: string, description?: string) {
  toast.error(title, { description });
}

export function notifySuccess(title: string, description?: string) {
  toast.success(title, { description });
}

export const SESSION_EVENT = "cupongt-session";

/** Tells the static shell to re-read the sign-in hint cookie (set or cleared by the server). */
export function announceSessionChange() {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

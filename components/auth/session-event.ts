"use client";

export const SESSION_EVENT = "cupongt-session";

/** Tells the static shell to re-read the sign-in hint cookie (set or cleared by the server). */
export function announceSessionChange() {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

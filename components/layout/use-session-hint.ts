"use client";

import { useSyncExternalStore } from "react";

import { SESSION_HINT_COOKIE } from "@/lib/auth/hint-cookie";

export { SESSION_HINT_COOKIE };

export interface SessionHint {
  name: string;
}

/** Parses the raw cookie value; anything malformed counts as signed out. */
export function parseSessionHint(raw: string | null | undefined): SessionHint | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (value && typeof value === "object" && "name" in value && typeof value.name === "string") {
      const name = value.name.trim();
      return name ? { name } : null;
    }
  } catch {
    // Malformed JSON or URI encoding: treated as absent.
  }
  return null;
}

let cachedRaw: string | null | undefined;
let cachedHint: SessionHint | null = null;

function readCookie(): string | null {
  const prefix = `${SESSION_HINT_COOKIE}=`;
  const entry = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  return entry ? entry.slice(prefix.length) : null;
}

// useSyncExternalStore needs a stable snapshot: re-parse only when the raw cookie changed.
function getSnapshot(): SessionHint | null {
  const raw = readCookie();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedHint = parseSessionHint(raw);
  }
  return cachedHint;
}

function subscribe(onChange: () => void): () => void {
  // Another tab may sign in or out: look again when this one comes back.
  window.addEventListener("focus", onChange);
  window.addEventListener("cupongt-session", onChange); // this tab signed in (components/auth/session-event.ts)
  document.addEventListener("visibilitychange", onChange);
  return () => {
    window.removeEventListener("focus", onChange);
    window.removeEventListener("cupongt-session", onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}

/** `{ name }` when the sign-in hint cookie is present. The server renders signed out, so HTML stays static. */
export function useSessionHint(): SessionHint | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

import "server-only";
import webPush from "web-push";
import type { VapidConfig } from "./config";

// The push port: one encrypted message to one browser's push service (RFC 8030), the payload
// encrypted for that browser's keys (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292).
// The web-push package builds the request; we send it with fetch, so the same adapter speaks to
// the browsers' services (https) and to the local stand-in (lib/wallet/push/local-push-service.ts, http on
// 127.0.0.1).

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service answered: delivered, gone for good (404/410), or failed (retry later). */
export type PushOutcome = { kind: "sent" } | { kind: "gone"; status: number } | { kind: "failed"; detail: string };

export type PushSender = (target: PushTarget, payload: string, vapid: VapidConfig) => Promise<PushOutcome>;

/** A day: a reminder older than that is stale news. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

export const webPushSender: PushSender = async (target, payload, vapid) => {
  const request = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      contentEncoding: "aes128gcm",
      urgency: "normal",
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: "error",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return { kind: "gone", status: response.status };
    if (response.ok) return { kind: "sent" };
    return { kind: "failed", detail: `push service answered ${response.status}` };
  } catch (error) {
    return { kind: "failed", detail: error instanceof Error ? error.message : String(error) };
  }
};

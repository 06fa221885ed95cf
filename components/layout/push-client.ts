"use client";

// The browser side of web push: the service worker (public/sw.js, scope /mis-cupones, which also
// keeps vouchers offline) carries the subscription; the push events reach it whatever page is open.
const SCOPE = "/mis-cupones";

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** This device's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Registers the worker (if this phone never opened /mis-cupones) and waits until it is active:
 * PushManager.subscribe needs an active worker, and `navigator.serviceWorker.ready` never settles
 * on a page outside the worker's scope.
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: SCOPE });
  const pending = registration.installing ?? registration.waiting;
  if (!registration.active && pending)
    await new Promise<void>((resolve) => {
      pending.addEventListener("statechange", () => {
        if (pending.state === "activated") resolve();
      });
    });
  return registration;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks for permission (only ever from a tap) and subscribes; null when the shopper said no. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON | null> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return null;
  const registration = await activeRegistration();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return subscription.toJSON();
}

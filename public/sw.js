// CuponGT's only service worker: a signed-in shopper's vouchers (code and QR) open without a
// connection at the business counter once /mis-cupones has been seen on that phone (issue 17.10).
// Registered by components/account/voucher-offline.tsx with scope "/mis-cupones" only, so no other
// page ever passes through it (the notifications drawer registers the same one, same scope, when the
// shopper turns on phone notices: see the push handlers at the end). Hand-written on purpose: three
// rules, no build step.
// - The page is network-first; the copy kept is keyed by the account (the `k` of the non-httpOnly
//   `cupongt_user` hint cookie, a digest of the user id written at sign-in, lib/auth/cookies.ts).
// - Offline, the copy is served only while that cookie still names the same account: signed out
//   (cookie gone) or another account signed in, every saved copy is deleted instead.
// - Sign-out passes through /mis-cupones/salir (app/(es)/(account)/auth/salir), which deletes them all.
// The QR images are data: URIs inside the page, so saving the page saves them. Next's hashed
// static files (/_next/static) that the page uses are kept too: they hold no one's data.
const PAGE_CACHE = "cupongt-vouchers:";
const ASSET_CACHE = "cupongt-vouchers-assets";
const PAGE_PATH = "/mis-cupones";
const SIGN_OUT_PATH = "/mis-cupones/salir";
const HINT_COOKIE = "cupongt_user";

// Writes still under way (a page or its files being saved). Sign-out waits for them before it
// deletes, or a save that finished after the deletion would leave a copy behind (seen in CI: the
// assets cache written again by the first visit's save while the shopper signed out).
const inFlight = new Set();
let leaving = false;
function track(promise) {
  inFlight.add(promise);
  promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
  return promise;
}

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** The account the phone is signed in as (null: signed out), or undefined where the browser cannot tell. */
async function currentOwner() {
  if (!self.cookieStore) return undefined;
  const cookie = await self.cookieStore.get(HINT_COOKIE).catch(() => null);
  if (!cookie) return null;
  try {
    const hint = JSON.parse(decodeURIComponent(cookie.value));
    return typeof hint.k === "string" && /^[0-9a-f]{32}$/.test(hint.k) ? hint.k : null;
  } catch {
    return null;
  }
}

/** Deletes every saved voucher page except the one of `keep` (and the assets when nothing is kept). */
async function forgetOthers(keep) {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => (name.startsWith(PAGE_CACHE) && name !== PAGE_CACHE + keep) || (!keep && name === ASSET_CACHE))
      .map((name) => caches.delete(name)),
  );
}

async function save(owner, url, response) {
  if (leaving || !owner || !response.ok || response.type !== "basic" || response.redirected) return;
  // The whole body first: a page streams, and a copy cut short by the signal dropping mid-way
  // must not replace a complete one (the cache would drop the entry when the stream fails).
  const body = await response.blob();
  if (leaving) return;
  await forgetOthers(owner);
  await (await caches.open(PAGE_CACHE + owner)).put(url, new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }));
}

async function page(event) {
  const { request } = event;
  const owner = await currentOwner();
  try {
    const response = await fetch(request);
    // Saved in the background: the page is shown as it streams in, not after it has all arrived.
    event.waitUntil(track(owner ? save(owner, request.url, response.clone()) : forgetOthers(null)).catch(() => undefined));
    return response;
  } catch (error) {
    if (!owner) {
      await forgetOthers(null);
      throw error;
    }
    const cache = await caches.open(PAGE_CACHE + owner);
    // The page varies on Next's router headers, never sent by a navigation: matched without them.
    const saved = (await cache.match(request.url, { ignoreVary: true })) ?? (await cache.match(PAGE_PATH, { ignoreSearch: true, ignoreVary: true }));
    if (!saved) throw error;
    return saved;
  }
}

async function asset(request) {
  if (leaving) return fetch(request);
  const cache = await caches.open(ASSET_CACHE);
  const saved = await cache.match(request);
  if (saved) return saved; // hashed file names: a saved file never changes
  const response = await fetch(request);
  if (!leaving && response.ok && response.type === "basic") await track(cache.put(request, response.clone()));
  return response;
}

async function signOut(request) {
  leaving = true;
  await Promise.allSettled([...inFlight]);
  await forgetOthers(null);
  await self.registration.unregister();
  return fetch(request);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname === SIGN_OUT_PATH) event.respondWith(signOut(request));
  else if (request.mode === "navigate" && url.pathname === PAGE_PATH) event.respondWith(page(event));
  else if (url.pathname.startsWith("/_next/static/")) event.respondWith(asset(request));
});

// From the page, on its first visit (before this worker controlled it): save the page as shown and
// the static files it loaded, so the very first view already works offline.
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "save" || typeof data.url !== "string") return;
  event.waitUntil(
    track((async () => {
      const url = new URL(data.url, self.location.origin);
      if (url.origin !== self.location.origin || url.pathname !== PAGE_PATH) return;
      const owner = await currentOwner();
      if (!owner) return;
      await save(owner, url.href, await fetch(url.href, { credentials: "same-origin" }));
      const assets = (Array.isArray(data.assets) ? data.assets : [])
        .map((href) => new URL(href, self.location.origin))
        .filter((a) => a.origin === self.location.origin && a.pathname.startsWith("/_next/static/"));
      if (leaving) return;
      const cache = await caches.open(ASSET_CACHE);
      await Promise.all(assets.map((a) => cache.add(a.href).catch(() => undefined)));
    })()).catch(() => undefined),
  );
});

// Web push (lib/wallet/jobs/push.ts sends { title, body, url, tag }): shown as a notification,
// tagged with the inbox row's id so a resent message replaces the first instead of stacking. Only a
// same-site path is ever opened. The subscription lives on this worker's registration, which the
// notifications drawer makes when the shopper turns push on (components/layout/push-client.ts).
function samePath(value) {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/";
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === "string" && data.title ? data.title : "CuponGT";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      tag: typeof data.tag === "string" ? data.tag : undefined,
      icon: "/apple-touch-icon.png",
      data: { url: samePath(data.url) },
    }),
  );
});

// A tap opens the notice's page: an open tab already showing it is focused, else a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(samePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});

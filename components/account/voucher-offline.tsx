"use client";

import { useEffect, useSyncExternalStore } from "react";

// Rendered only on /mis-cupones for a signed-in shopper with vouchers: registers public/sw.js (scope
// /mis-cupones, nothing else passes through it) so the codes and QRs open at the counter without a
// connection, and says so when the page is the saved copy. No other page loads this island.
const SCOPE = "/mis-cupones";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** The static files this page loaded: the worker keeps them so the saved copy keeps its styles. */
function loadedAssets(): string[] {
  const tags = document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[rel="stylesheet"][href], script[src], link[rel="preload"][href]',
  );
  const fromTags = Array.from(tags, (tag) => ("href" in tag ? tag.href : tag.src));
  const fromTiming = performance.getEntriesByType("resource").map((entry) => entry.name);
  return Array.from(new Set([...fromTags, ...fromTiming])).filter((href) =>
    new URL(href).pathname.startsWith("/_next/static/"),
  );
}

async function register() {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: SCOPE });
  // First visit: this page came from the network before the worker existed. Ask it to save the page
  // now, so the first view is enough; later visits are saved as they load.
  if (!navigator.serviceWorker.controller) {
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    worker?.postMessage({ type: "save", url: location.pathname + location.search, assets: loadedAssets() });
  }
}

export function VoucherOffline({ notice }: { notice: string }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  useEffect(() => {
    if ("serviceWorker" in navigator && window.isSecureContext) register().catch(() => undefined);
  }, []);
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="vouchers-offline"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      {notice}
    </p>
  );
}

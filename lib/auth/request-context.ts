import "server-only";
import { cookies, headers } from "next/headers";
import { clientAddress } from "@/lib/net/client-address";
import { env, siteOrigin } from "@/lib/env";
import { readPeer } from "@/lib/net/peer-stamp";
import type { AuthContext, CookieJar } from "./port";

/** The auth context of the current request (server components, actions, route handlers). */
export async function requestAuthContext(): Promise<AuthContext> {
  const [store, h] = await Promise.all([cookies(), headers()]);
  const jar: CookieJar = {
    get: (name) => store.get(name)?.value,
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => {
      try {
        store.set(name, value, options);
      } catch {
        // Server components cannot write cookies; the request guard refreshes them instead.
      }
    },
    delete: (name) => {
      try {
        store.delete(name);
      } catch {
        // Same as above.
      }
    },
  };
  // E-mailed links and cookie flags come from the configured origin only: Host and
  // X-Forwarded-Host are client input, and a reset link must never point at another site.
  return { cookies: jar, origin: siteOrigin(), userAgent: h.get("user-agent") };
}

/**
 * The client's address for per-address rate limits: the TCP peer, or with TRUSTED_PROXY_HOPS
 * the X-Forwarded-For entry our own proxies appended (lib/net/client-address.ts).
 */
export async function clientIp(): Promise<string> {
  const h = await headers();
  const peer = readPeer(h);
  // Without forwarding headers on arrival, X-Forwarded-For is only Next's copy of the peer.
  const forwardedFor = peer?.proxied ? h.get("x-forwarded-for") : null;
  return clientAddress({ peer: peer?.address ?? null, forwardedFor, trustedHops: env.TRUSTED_PROXY_HOPS });
}

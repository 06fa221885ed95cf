import "server-only";
import { cookies, headers } from "next/headers";
import { env, siteUrlConfigured } from "@/lib/env";
import type { AuthContext, CookieJar } from "./port";

/** The request's own origin, used only when NEXT_PUBLIC_SITE_URL is not configured (development). */
function requestOrigin(h: Headers): string {
  const host = h.get("x-forwarded-host") ?? h.get("host");
  if (!host || !/^[A-Za-z0-9.-]+(:\d+)?$/.test(host)) return env.NEXT_PUBLIC_SITE_URL;
  const proto = h.get("x-forwarded-proto") === "https" ? "https" : "http";
  return `${proto}://${host}`;
}

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
  return { cookies: jar, origin: siteUrlConfigured ? env.NEXT_PUBLIC_SITE_URL.replace(/\/$/, "") : requestOrigin(h), userAgent: h.get("user-agent") };
}

/** The client's address for rate limits: the first X-Forwarded-For hop set by our proxy/CDN. */
export async function clientIp(): Promise<string> {
  const h = await headers();
  const forwarded = h.get("x-forwarded-for")?.split(",")[0]?.trim();
  return (forwarded || h.get("x-real-ip") || "local").slice(0, 64);
}

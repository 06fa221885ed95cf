// Which requests run the proxy. Reads of the prerendered info pages and anonymous reads
// of the catalogue's cached pages do not (running it was a third to 40% of what serving one cost);
// everything the proxy acts on does: server actions, sessions, junk ids, per-request variants.
// Request ids come from the server's arrival stamp (lib/net/peer-stamp.ts), so no response loses
// one; the proxy gives them only where that stamp is not installed.
import { AsyncLocalStorage } from "node:async_hooks";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from "@/lib/auth/hint-cookie";
import { reportDatabaseOutcome, resetDatabaseBreaker } from "@/lib/db/breaker";
import { INFO_PAGE } from "@/lib/routes";
import { markRequestIdsStamped } from "@/lib/net/request-id";
import { actionRequestKind } from "@/lib/net/action-request-guard";

const INFO_PATHS = [
  "/terminos",
  "/privacidad",
  "/ayuda",
  "/cookies",
  "/sobre-nosotros",
  "/como-funciona",
  "/para-empresas",
];
const COUPON = "/cupon/3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b";
const CATALOGUE = [
  "/",
  COUPON,
  COUPON.toUpperCase().replace("/CUPON/", "/cupon/"),
  "/categoria/restaurantes",
  "/negocio/pizzeria-don-carlo",
];
// Next's server sets this global before its modules load; its matcher test helper needs it too.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
const { unstable_doesMiddlewareMatch } = await import("next/experimental/testing/server");
// The helper builds the Cookie header from `cookies` (joined with ";"), overwriting a given one.
const runs = (url: string, { cookie, ...headers }: Record<string, string> = {}) => {
  const cookies = Object.fromEntries(
    (cookie ?? "")
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => pair.split(/=(.*)/s, 2) as [string, string]),
  );
  return unstable_doesMiddlewareMatch({ config, url, headers, cookies });
};
const forwardedId = (response: Response) => response.headers.get("x-middleware-request-x-request-id");

afterEach(() => {
  markRequestIdsStamped(false);
  resetDatabaseBreaker();
});

describe("proxy matcher: the info pages", () => {
  it("the matcher's list of info pages is INFO_PAGE's, both ways", () => {
    const listed = (config.matcher[0] as string).match(/\(\?:([a-z|-]+)\)/)?.[1]?.split("|") ?? [];
    expect(listed.sort()).toEqual(INFO_PATHS.map((p) => p.slice(1)).sort());
    for (const path of INFO_PATHS) expect(INFO_PAGE.test(path), path).toBe(true);
  });

  it.each(INFO_PATHS)("%s: a read skips the proxy, a server action does not", (path) => {
    expect(runs(path)).toBe(false);
    expect(runs(`${path}/`)).toBe(false);
    expect(runs(path, { "next-action": "abc" })).toBe(true);
  });
});

describe("proxy matcher: the catalogue's cached pages", () => {
  it.each(CATALOGUE)("%s: an anonymous read skips the proxy, even with unrelated cookies", (path) => {
    expect(runs(path)).toBe(false);
    expect(runs(path, { cookie: `sidebar_state=false; ${SESSION_COOKIE}less=1; x=${SESSION_HINT_COOKIE}` })).toBe(
      false,
    );
  });

  it.each(CATALOGUE)("%s: a session cookie, its hint, Supabase's or a server action run it", (path) => {
    // The names the app writes (a rename must be copied into the matcher's literal regex).
    for (const cookie of [
      `${SESSION_COOKIE}=abc`,
      `sidebar_state=true; ${SESSION_HINT_COOKIE}=%7B%7D`,
      "sb-abcdefgh-auth-token=base64-x",
      "a=1;sb-xyz-auth-token.0=part",
    ]) {
      expect(runs(path, { cookie }), cookie).toBe(true);
    }
    expect(runs(path, { "next-action": "abc" })).toBe(true);
  });

  it("the queries that make them per-request pages, and Supabase's code, run it", () => {
    for (const url of [
      "/?q=pizza",
      "/?cat=spa",
      "/?loc=zona-10",
      "/?code=xyz",
      "/categoria/restaurantes?sub=pizza",
      "/categoria/restaurantes?sort=precio-asc",
      "/categoria/no-existe?q=x",
    ]) {
      expect(runs(url), url).toBe(true);
    }
    // A query nothing reads stays on the cached page, without the proxy (as next.config.ts's rewrites).
    expect(runs("/categoria/restaurantes?utm_source=x")).toBe(false);
    expect(runs(`${COUPON}?ref=share`)).toBe(false);
  });

  it("junk ids, internal paths and near misses run it", () => {
    for (const path of [
      "/cupon/x",
      "/cupon/123",
      `${COUPON}/extra`,
      `${COUPON.slice(0, -1)}`,
      "/cupon/%ZZ",
      "/categoria/%ZZ",
      "/categoria/Restaur%C3%A1ntes",
      "/categoria/restaurantes/filtrada",
      "/inicio/cacheada",
      "/inicio/filtrada",
      "/buscar/termino/pizza",
      "/negocio/a%20b",
      "/negocio/x/y",
    ]) {
      expect(runs(path), path).toBe(true);
    }
  });

  it("what it skips, it would only have let through, the database down or not", async () => {
    markRequestIdsStamped(true);
    for (const down of [false, true]) {
      if (down) {
        reportDatabaseOutcome(false);
        // Spend the probe: a page that needs the database is now refused.
        await proxy(new NextRequest("http://localhost:3000/buscar?q=x"));
        expect((await proxy(new NextRequest("http://localhost:3000/buscar?q=y"))).status).toBe(503);
      }
      for (const path of [...CATALOGUE, ...INFO_PATHS]) {
        const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
        expect(response.headers.get("x-middleware-next"), `${path}, down: ${down}`).toBe("1");
        expect(response.headers.get("x-middleware-rewrite"), path).toBeNull();
      }
    }
  });
});

describe("proxy matcher: everything else", () => {
  it("every other page, handler and near-miss path runs it; static files do not", () => {
    for (const path of [
      "/buscar?q=pizza",
      "/terminos-falsos",
      "/ayuda/otra",
      "/api/health",
      "/robots.txt",
      "/sitemap.xml",
      "/no-existe",
      "/perfil",
      "/vendedor",
      "/mis-cupones",
    ]) {
      expect(runs(path), path).toBe(true);
    }
    for (const path of ["/_next/static/chunks/a.js", "/icons/icon-192.png", "/favicon.ico"])
      expect(runs(path), path).toBe(false);
  });

  it("the payment provider's webhook skips it (a forged flood costs the least), unless posted as an action", () => {
    expect(runs("/api/payments/webhook")).toBe(false);
    expect(runs("/api/payments/webhook", { "next-action": "abc" })).toBe(true);
    for (const path of ["/api/payments/webhook/x", "/api/payments/webhooks", "/api/payments"])
      expect(runs(path), path).toBe(true);
  });

  it("where the server stamped the request id, nothing is forwarded; elsewhere the proxy gives one", async () => {
    for (const path of ["/buscar?q=pizza", "/terminos-falsos"]) {
      markRequestIdsStamped(false);
      const own = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(forwardedId(own), path).toBe(own.headers.get("x-request-id"));
      expect(own.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
      markRequestIdsStamped(true);
      const stamped = await proxy(
        new NextRequest(`http://localhost:3000${path}`, { headers: { "x-request-id": "lb-7f3a9c21-0001" } }),
      );
      expect(stamped.headers.get("x-middleware-override-headers"), path).toBeNull();
      expect(stamped.headers.get("x-request-id"), path).toBeNull();
    }
  });

  it("a cross-origin server action to an info page is refused", async () => {
    const request = new NextRequest("http://localhost:3000/terminos", {
      method: "POST",
      headers: { "next-action": "abc", origin: "https://evil.example", host: "localhost:3000" },
    });
    expect((await proxy(request)).status).toBe(403);
  });

  it("a payment provider's webhook, a cross-origin POST that is no server action, is passed on", async () => {
    const headers = { "content-type": "application/json", "svix-id": "msg_1", host: "localhost:3000" };
    const request = new NextRequest("http://localhost:3000/api/payments/webhook", {
      method: "POST",
      headers: { ...headers, origin: "https://api.svix.com" },
      body: "{}",
    });
    const response = await proxy(request);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
    // Nor does the server's action guard hold its body (lib/net/action-request-guard.ts).
    expect(actionRequestKind({ method: "POST", headers })).toBeNull();
  });
});

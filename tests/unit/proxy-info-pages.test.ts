// Issue 18 (static ceiling): reads of the prerendered info pages do not run the proxy (it was ~40%
// of what serving one cost); every other page and handler does, for its request id, and a server
// action posted to an info page still meets the proxy's origin check.
import { AsyncLocalStorage } from "node:async_hooks";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { INFO_PAGE } from "@/lib/domain/offline-paths";

const INFO_PATHS = ["/terminos", "/privacidad", "/ayuda", "/cookies", "/sobre-nosotros", "/como-funciona", "/para-empresas"];
// Next's server sets this global before its modules load; its matcher test helper needs it too.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
const { unstable_doesMiddlewareMatch } = await import("next/experimental/testing/server");
const runs = (url: string, headers: Record<string, string> = {}) => unstable_doesMiddlewareMatch({ config, url, headers });
const forwardedId = (response: Response) => response.headers.get("x-middleware-request-x-request-id");

describe("proxy matcher and the info pages", () => {
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

  it("every other page, handler and near-miss path runs it", () => {
    for (const path of ["/", "/buscar?q=pizza", "/categoria/restaurantes", "/terminos-falsos", "/ayuda/otra", "/api/health", "/robots.txt", "/sitemap.xml", "/cupon/x", "/no-existe"]) {
      expect(runs(path), path).toBe(true);
    }
    for (const path of ["/_next/static/chunks/a.js", "/icons/icon-192.png", "/favicon.ico"]) expect(runs(path), path).toBe(false);
  });

  it("other pages forward their id to the server and send it back", async () => {
    for (const path of ["/", "/buscar?q=pizza", "/categoria/restaurantes", "/terminos-falsos"]) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(forwardedId(response), path).toBe(response.headers.get("x-request-id"));
    }
  });

  it("a cross-origin server action to an info page is refused", async () => {
    const request = new NextRequest("http://localhost:3000/terminos", {
      method: "POST",
      headers: { "next-action": "abc", origin: "https://evil.example", host: "localhost:3000" },
    });
    expect((await proxy(request)).status).toBe(403);
  });
});

// The route table (lib/routes.ts) against the places that cannot import it or that it feeds:
// proxy.ts's matcher (a literal Next reads statically), next.config.ts's rewrites and the app/
// folders the rewrites point at.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { spanishPathOf } from "@/lib/i18n/routing";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { config } from "@/proxy";
import { requiresSignIn } from "@/lib/auth/guard";
import { servedWithoutDatabase } from "@/lib/net/offline-paths";
import {
  CACHED_PAGES,
  CATEGORY,
  HOME,
  INFO_PAGE,
  INFO_PAGES,
  INTERNAL_PATH,
  PROXY_MATCHER,
  SEARCH_TERM,
  SESSION_PATH,
  SIGN_IN_REQUIRED,
  TWIN_ROUTES,
} from "@/lib/routes";

type Rewrite = { source: string; destination: string; has?: unknown[]; missing?: unknown[] };
const rewrites = async () => ((await nextConfig.rewrites!()) as { beforeFiles: Rewrite[] }).beforeFiles;

/** The folder under app/ that serves `path` (route groups are transparent, ":x" needs a [x] folder), or null. */
function pageFolder(path: string, dir = "app"): string | null {
  const [segment, ...rest] = path.split("/").filter(Boolean);
  if (segment === undefined) return existsSync(join(dir, "page.tsx")) ? dir : null;
  const entries = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const candidates = [
    ...(segment.startsWith(":") ? [] : entries.filter((name) => name === segment)),
    ...entries.filter((name) => /^\[[^.]+\]$/.test(name)),
  ].map((name) => join(dir, name));
  for (const next of candidates) {
    const found = pageFolder(rest.join("/"), next);
    if (found) return found;
  }
  for (const group of entries.filter((name) => /^\(.+\)$/.test(name))) {
    const found = pageFolder(path, join(dir, group));
    if (found) return found;
  }
  return null;
}

describe("the route table: proxy.ts's matcher", () => {
  it("is PROXY_MATCHER written out (copy PROXY_MATCHER's value into proxy.ts when this fails)", () => {
    expect(config.matcher).toEqual(PROXY_MATCHER);
  });
});

describe("the route table: next.config.ts's rewrites", () => {
  it("are the twin routes' and the search term's, in this order", async () => {
    const query = (key: string) => ({ type: "query", key });
    expect(await rewrites()).toEqual([
      ...["q", "cat", "loc"].map((key) => ({ source: "/", has: [query(key)], destination: "/inicio/filtrada" })),
      { source: "/", destination: "/inicio/cacheada" },
      ...["q", "sub", "sort", "cerca", "radio"].map((key) => ({
        source: "/categoria/:id",
        has: [query(key)],
        destination: "/categoria/:id/filtrada",
      })),
      // The English twins (lib/i18n/routing.ts), the same way.
      ...["q", "cat", "loc"].map((key) => ({ source: "/en", has: [query(key)], destination: "/en/home/filtrada" })),
      { source: "/en", destination: "/en/home/cacheada" },
      ...["q", "sub", "sort", "cerca", "radio"].map((key) => ({
        source: "/en/category/:id",
        has: [query(key)],
        destination: "/en/category/:id/filtrada",
      })),
      ...[
        ["/buscar", "/buscar/termino/:term"],
        ["/en/search", "/en/search/term/:term"],
      ].map(([source, destination]) => ({
        source,
        has: [{ type: "query", key: "q", value: "(?<term>[^/%?#&]{1,60})" }],
        missing: ["cat", "loc", "sort", "view", "page", "desde", "cerca", "radio"].map(query),
        destination,
      })),
    ]);
  });

  it("every target is a page folder under app/, and not a URL of the site", async () => {
    for (const { destination } of await rewrites()) {
      expect(pageFolder(destination), destination).not.toBeNull();
      expect(INTERNAL_PATH.test(destination.replace(/:\w+/g, "x")), destination).toBe(true);
    }
  });

  it("the home's cached page is the [cacheada] folder and answers the one value the rewrite sends", () => {
    const folder = pageFolder(HOME.cached!);
    expect(folder).toBe(join("app", "(es)", "(shop)", "inicio", "[cacheada]"));
    const page = readFileSync(join(folder!, "page.tsx"), "utf8");
    expect(page).toContain(`"${HOME.cached!.split("/").pop()}"`);
    expect(page).toMatch(/export const revalidate = \d+;/);
    expect(pageFolder(HOME.filtered)).toBe(join("app", "(es)", "(shop)", "inicio", "filtrada"));
    expect(pageFolder(CATEGORY.filtered)).toBe(join("app", "(es)", "(shop)", "categoria", "[id]", "filtrada"));
    expect(pageFolder(SEARCH_TERM.cached)).toBe(join("app", "(es)", "(shop)", "buscar", "termino", "[term]"));
  });
});

describe("the route table: public and internal paths", () => {
  it("the twins' public URLs are cached pages and not internal; their filters make them per-request", () => {
    for (const twin of TWIN_ROUTES) {
      const path = twin.source.replace(":id", "restaurantes");
      expect(INTERNAL_PATH.test(path), path).toBe(false);
      // English twins are listed as their Spanish pages.
      expect(
        CACHED_PAGES.some((re) => re.test(spanishPathOf(path))),
        path,
      ).toBe(true);
      expect(servedWithoutDatabase(path, new URLSearchParams()), path).toBe(true);
      for (const key of twin.dynamicKeys)
        expect(servedWithoutDatabase(path, new URLSearchParams({ [key]: "x" })), `${path}?${key}`).toBe(false);
    }
  });

  it("internal paths are the rewrite targets' folders and nothing that merely starts like them", () => {
    for (const path of [
      "/inicio",
      "/inicio/cacheada",
      "/inicio/filtrada",
      "/inicio/otra",
      "/buscar/termino/pizza",
      "/categoria/spa/filtrada",
    ]) {
      expect(INTERNAL_PATH.test(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/inicio-resultados",
      "/buscar",
      "/buscar/terminos",
      "/categoria/spa",
      "/categoria/filtrada",
      "/cupon/inicio",
    ]) {
      expect(INTERNAL_PATH.test(path), path).toBe(false);
    }
  });

  it("the sections behind a sign-in exist under app/ and are what the proxy's guard reads", () => {
    for (const path of [
      "/vendedor",
      "/vendedor/estadisticas",
      "/vendedor/estado-de-cuenta",
      "/vendedor/pagos",
      "/vendedor/facturas",
      "/admin",
      "/admin/reportes",
      "/admin/facturas",
      "/admin/pagos-a-negocios",
    ]) {
      expect(SIGN_IN_REQUIRED.test(path), path).toBe(true);
      expect(requiresSignIn(path), path).toBe(true);
      expect(pageFolder(path), path).not.toBeNull();
    }
  });

  it("the bank-account confirmation is the seller's panel, not a seller's public page /vendedor/{id}", () => {
    const path = "/vendedor/confirmar-cuenta";
    expect(pageFolder(path)).toBe(join("app", "(es)", "(seller)", "vendedor", "confirmar-cuenta"));
    expect(servedWithoutDatabase(path, new URLSearchParams({ token: "x" }))).toBe(false);
    // The page checks the owner's session itself, so a sign-in keeps the link's token.
    expect(requiresSignIn(path)).toBe(false);
  });

  it("the payment return page is an account page: per request, with the session refreshed", () => {
    const path = "/pago/6c44b9f2-deb9-4ea8-a6da-deee6983abf8";
    expect(pageFolder(path)).toBe(join("app", "(es)", "(account)", "pago", "[orderId]"));
    expect(SESSION_PATH.test(path)).toBe(true);
    expect(CACHED_PAGES.some((re) => re.test(path))).toBe(false);
    expect(INTERNAL_PATH.test(path)).toBe(false);
    expect(servedWithoutDatabase(path, new URLSearchParams())).toBe(false);
    // The page checks the session itself, so a sign-in keeps ?cancelado=1 (the proxy's redirect would not).
    expect(requiresSignIn(path)).toBe(false);
    expect(readFileSync(join(pageFolder(path)!, "page.tsx"), "utf8")).toContain("robots: { index: false");
  });

  it("every info page is a page under app/ and a cached page", () => {
    for (const page of INFO_PAGES) {
      const path = `/${page}`;
      expect(pageFolder(path), path).toBe(join("app", "(es)", "(info)", page));
      expect(INFO_PAGE.test(path) && CACHED_PAGES.some((re) => re.test(path)), path).toBe(true);
    }
  });
});

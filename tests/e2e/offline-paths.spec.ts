// lib/net/offline-paths.ts says which pages are still served while the database is down
// (prerendered or page-cached). This checks that list against what this build actually
// prerenders, so a page that turns dynamic (or cached) cannot silently get the wrong answer.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { servedWithoutDatabase } from "@/lib/net/offline-paths";
import { INTERNAL_PATH } from "@/lib/routes";

const manifest = <T>(name: string): T => JSON.parse(readFileSync(`.next/${name}`, "utf8")) as T;
// Not pages of the site: the rewrite targets (INTERNAL_PATH of lib/routes.ts, which the proxy
// answers with a 404 under their own name), Next's own error pages and the local outbox (a 404 for
// everyone but the local walkthrough). /buscar/termino/[term] is cached, but /buscar still
// gets the outage's 503: a term not yet cached would be a render, and any text after ?q= would be one.
const NOT_URLS = new Set(["/_global-error", "/_not-found", "/dev/correo"]);
const internal = (route: string) => NOT_URLS.has(route) || INTERNAL_PATH.test(route);
// Rendered on request, yet answered while the database is down: its one read (the referral
// minimum, a setting) falls back to a text without the amount (app/(es)/(info)/terminos/page.tsx).
const ANSWERS_WITHOUT_DATABASE = new Set(["/terminos", "/en/terms"]);

test("the pages served during an outage are exactly the ones this build prerenders or caches", () => {
  const routes = manifest<Record<string, string>>("app-path-routes-manifest.json");
  const prerender = manifest<{ routes: Record<string, unknown>; dynamicRoutes: Record<string, unknown> }>(
    "prerender-manifest.json",
  );
  const cached = new Set([
    ...Object.keys(prerender.routes),
    ...Object.keys(prerender.dynamicRoutes),
    ...ANSWERS_WITHOUT_DATABASE,
  ]);
  const pages = Object.entries(routes)
    .filter(([file]) => file.endsWith("/page"))
    .map(([, route]) => route)
    .filter((route) => !internal(route));
  expect(pages.length).toBeGreaterThan(30);
  const disagreements = pages
    .map((route) => ({
      route,
      cached: cached.has(route),
      served: servedWithoutDatabase(route.replace(/\[[^\]]+\]/g, "ejemplo"), new URLSearchParams()),
    }))
    .filter((p) => p.cached !== p.served);
  expect(disagreements).toEqual([]);
});

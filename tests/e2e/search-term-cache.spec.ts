// Issue 18: /buscar?q={term} alone is served from the page cache (next.config.ts rewrites it to
// app/(es)/(shop)/buscar/termino/[term]); any other query renders per request. Both must be the same
// page for the same term: heading, count line, the same coupons in the same order, canonical.
import { expect, test } from "@playwright/test";
import { couponLinks, fetchHtml, visibleHtml } from "./helpers/html";

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const countLine = (html: string) => /Mostrando [^<]+/.exec(visibleHtml(html))?.[0];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test("a search term alone is a cached page, the same as its per-request form", async ({ request }) => {
  for (const [term, query] of [
    ["pizza", "pizza"],
    ["café", "caf%C3%A9"],
    ["masaje relajante", "masaje+relajante"],
  ] as const) {
    const first = await request.get(`/buscar?q=${query}`);
    expect(first.status(), term).toBe(200);
    // Cached like a category page: shared caches may keep it 30 s.
    expect(first.headers()["cache-control"], term).toContain("s-maxage=30");
    const again = await request.get(`/buscar?q=${query}`);
    // Served from the page cache (STALE: served while a newer copy renders in the background).
    expect(again.headers()["x-nextjs-cache"], term).toMatch(/^(HIT|STALE)$/);
    const cached = await again.text();

    // view=grid is the default: the same state, but any second parameter takes the per-request page.
    const dynamic = await request.get(`/buscar?q=${query}&view=grid`);
    expect(dynamic.headers()["cache-control"], term).toContain("no-store");
    const rendered = await dynamic.text();

    expect(title(cached), term).toBe(`Resultados para “${term}” | CuponGT`);
    expect(title(cached)).toBe(title(rendered));
    expect(countLine(cached), term).toMatch(/^Mostrando 1-\d+ de \d+ resultados/);
    expect(countLine(cached)).toBe(countLine(rendered));
    expect(couponLinks(cached).length, term).toBeGreaterThan(0);
    expect(couponLinks(cached)).toEqual(couponLinks(rendered));
    expect(canonical(cached)).toBe(canonical(rendered));
    expect(canonical(cached)?.endsWith(`/buscar?q=${encodeURIComponent(term)}`), term).toBe(true);
  }
});

test("filters, sorting, pages and odd terms stay per request", async ({ request }) => {
  for (const path of [
    "/buscar?q=pizza&sort=precio-asc",
    "/buscar?q=pizza&page=1",
    "/buscar?q=pizza&cat=restaurantes",
    "/buscar?q=a%2Fb",
    "/buscar?q=" + "x".repeat(61),
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toContain("no-store");
  }
  // The internal path is no URL of the site.
  expect((await request.get("/buscar/termino/pizza")).status()).toBe(404);
  // The plain search page is unchanged.
  expect(visibleHtml(await fetchHtml(request, "/buscar"))).toMatch(/<h1[^>]*>/);
});

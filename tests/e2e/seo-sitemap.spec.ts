import { expect, test } from "@playwright/test";

// PRODUCT 8: sitemap.xml and robots.txt generated from the data; the default share image.

test("sitemap.xml lists real coupons, businesses, categories and pages with lastmod", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  const urls = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => ({
    path: new URL(m[1] ?? "").pathname,
    lastmod: m[2],
  }));
  const byPath = new Map(urls.map((u) => [u.path, u]));

  const coupon = urls.find((u) =>
    /^\/cupon\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(u.path),
  );
  expect(coupon, "a /cupon/{uuid}").toBeTruthy();
  expect(Number.isNaN(Date.parse(coupon!.lastmod ?? ""))).toBe(false);
  const business = urls.find((u) => /^\/negocio\/[a-z0-9-]+$/.test(u.path));
  expect(business, "a /negocio/{slug}").toBeTruthy();
  expect(business!.lastmod).toBeTruthy();
  expect(byPath.get("/categoria/restaurantes")?.lastmod).toBeTruthy();
  expect(urls.filter((u) => u.path.startsWith("/categoria/"))).toHaveLength(12);
  for (const path of [
    "/",
    "/ofertas-flash",
    "/restaurantes",
    "/populares",
    "/empresas",
    "/ayuda",
    "/terminos",
    "/privacidad",
  ]) {
    expect(byPath.has(path), path).toBe(true);
  }
  // No private pages.
  expect(urls.some((u) => /^\/(perfil|vendedor|auth|mis-cupones|favoritos)/.test(u.path))).toBe(false);

  // The listed coupon and business pages are real (200), not guesses. Pages of other slices may
  // not exist yet on this branch, so only check they are not server errors.
  const page = await request.get(coupon!.path);
  expect(page.status()).toBeLessThan(500);
});

test("a split-sitemap part past the end is a 404, a malformed one too", async ({ request }) => {
  expect((await request.get("/sitemaps/0.xml")).status()).toBe(200);
  expect((await request.get("/sitemaps/99.xml")).status()).toBe(404);
  expect((await request.get("/sitemaps/abc.xml")).status()).toBe(404);
});

test("robots.txt allows all, keeps private paths out and points at the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-Agent: *");
  expect(text).toContain("Allow: /");
  for (const path of [
    "/perfil",
    "/vendedor$",
    "/vendedor?",
    "/negocio/*/editar",
    "/auth",
    "/reset-password",
    "/pago-exitoso",
    "/mis-cupones",
    "/favoritos",
    "/api/",
  ]) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
  const sitemap = /Sitemap: (\S+)/.exec(text)?.[1] ?? "";
  expect(sitemap).toMatch(/^https?:\/\//);
  expect(new URL(sitemap).pathname).toBe("/sitemap.xml");
  expect(baseURL).toBeTruthy();
});

test("the default OpenGraph image is a 1200x630 PNG referenced by the pages", async ({ request }) => {
  const source = await (await request.get("/sobre-nosotros")).text();
  const og = /<meta property="og:image" content="([^"]+)"/.exec(source)?.[1];
  expect(og).toBeTruthy();
  expect(source).toContain('<meta property="og:image:width" content="1200"');
  expect(source).toContain('<meta property="og:image:height" content="630"');
  const image = await request.get(new URL(og!).pathname + new URL(og!).search);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const bytes = await image.body();
  // PNG IHDR: width and height at bytes 16..23.
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(630);
});

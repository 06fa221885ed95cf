// Bad input never crashes the server: malformed URLs, parameters and cookies are ignored or
// answered with a clear status, never a 500.
import { expect, test } from "@playwright/test";

test("health answers 200 with the database reachable", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toContain("no-store");
  expect(await res.json()).toMatchObject({ status: "ok", database: "reachable", engine: "pglite" });
});

test("the home page is server-rendered with seeded coupons and the brand", async ({ request }) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="es-GT"');
  expect(html).toContain("Descuentos hasta 70%");
  // Real coupons in the HTML, with quetzal prices and links to their detail pages.
  expect(html).toMatch(/href="\/cupon\/[0-9a-f-]{36}"/);
  expect(html).toMatch(/Q\d{1,3}(,\d{3})*\.\d{2}/);
  expect(html).toContain('rel="canonical"');
});

test("malformed query strings and paths never produce a 500", async ({ request }) => {
  const paths = [
    "/?q=%E0%A4%A",
    "/?q=" + "x".repeat(5000),
    "/?cat[]=1&cat[]=2&loc=%00",
    "/?q=%3Cscript%3Ealert(1)%3C/script%3E",
    "/buscar?page=-1",
    "/cupon/not-a-uuid",
    "/cupon/%ZZ",
    "/categoria/..%2F..%2Fetc%2Fpasswd",
    "/negocio/%E0%A4%A",
    "/categoria/%E0%A4%A?sort=x",
    "/negocio/" + "a".repeat(300),
    "/api/health?x=%",
  ];
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(500);
  }
});

test("malformed cookies are ignored", async ({ request }) => {
  for (const cookie of [
    "sidebar_state=%%%",
    "cupongt_user=%7Bnot-json",
    "cupongt_user=" + "a".repeat(3000),
    "NEXT_LOCALE=xx",
  ]) {
    const res = await request.get("/", { headers: { cookie } });
    expect(res.status(), cookie).toBe(200);
  }
});

test("security headers are sent on every page", async ({ request }) => {
  const res = await request.get("/cookies");
  expect(res.status()).toBe(200);
  const h = res.headers();
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["x-powered-by"]).toBeUndefined();
});

// Issue 16: every page and handler answers with an `x-request-id`, the id the server's error log
// line carries. A load balancer's own id is kept; a junk one is replaced. Issue 18: the server gives
// it as each request arrives (lib/net/peer-stamp.ts), so the reads the proxy no longer runs for
// (the info pages, anonymous reads of the catalogue's cached pages) carry one too.
import { expect, test } from "@playwright/test";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";

const PATHS = [
  "/",
  "/buscar?q=pizza",
  "/categoria/restaurantes",
  "/empresas",
  "/api/health",
  "/sitemap.xml",
  "/robots.txt",
  "/no-existe-esta-pagina",
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test("pages, handlers and the 404 answer with a fresh request id each", async ({ request }) => {
  const seen = new Set<string>();
  for (const path of PATHS) {
    const response = await request.get(path);
    const id = response.headers()["x-request-id"];
    expect(id, path).toMatch(UUID);
    seen.add(id!);
  }
  expect(seen.size).toBe(PATHS.length);
});

test("a load balancer's id is passed through; a junk one is replaced", async ({ request }) => {
  const kept = await request.get("/empresas", { headers: { "x-request-id": "lb-7f3a9c21-0001" } });
  expect(kept.headers()["x-request-id"]).toBe("lb-7f3a9c21-0001");
  const junk = await request.get("/empresas", { headers: { "x-request-id": "<script>alert(1)</script>" } });
  expect(junk.headers()["x-request-id"]).toMatch(UUID);
});

test("reads served without the proxy carry an id too; a cross-origin server action to one is refused", async ({
  request,
}) => {
  // A seeded coupon that runs for days: the home's first link can be a flash deal that ends 30
  // minutes after the seed, and its page is gone by the time a long suite gets here.
  const coupon = `/cupon/${seedId("coupon", buildSeedCoupons().find((c) => c.endsInHours > 48 && c.remaining > 20)!.key)}`;
  const seen = new Set<string>();
  for (const path of [
    "/ayuda",
    "/terminos",
    "/",
    coupon,
    "/categoria/restaurantes",
    "/terminos-falsos",
    `/cupon/no-es-un-id`,
  ]) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(path.includes("falsos") || path.includes("no-es") ? 404 : 200);
    const id = page.headers()["x-request-id"];
    expect(id, path).toMatch(UUID);
    seen.add(id!);
  }
  expect(seen.size).toBe(7);
  const kept = await request.get("/categoria/restaurantes", { headers: { "x-request-id": "lb-7f3a9c21-0002" } });
  expect(kept.headers()["x-request-id"]).toBe("lb-7f3a9c21-0002");
  for (const path of ["/terminos", "/"]) {
    const action = await request.post(path, {
      headers: { "next-action": "0".repeat(42), origin: "https://evil.example" },
      data: "[]",
    });
    expect(action.status(), path).toBe(403);
    expect(await action.text()).toContain("cross-origin");
  }
});

// Issue 16: every page and handler answers with an `x-request-id` (proxy.ts), the id the server's
// error log line carries. A load balancer's own id is kept; a junk one is replaced. Issue 18: the
// prerendered info pages are served without the proxy (no server code of ours runs for them, so
// no log line could carry an id), yet a server action posted to one still meets its origin check.
import { expect, test } from "@playwright/test";

const PATHS = ["/", "/buscar?q=pizza", "/categoria/restaurantes", "/empresas", "/api/health", "/sitemap.xml", "/robots.txt", "/no-existe-esta-pagina"];
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

test("info pages are served without the proxy; a cross-origin server action to one is refused", async ({ request }) => {
  for (const path of ["/ayuda", "/terminos"]) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    expect(page.headers()["x-request-id"], path).toBeUndefined();
  }
  // A near miss is an ordinary (404) page: it has its id.
  expect((await request.get("/terminos-falsos")).headers()["x-request-id"]).toMatch(UUID);
  const action = await request.post("/terminos", { headers: { "next-action": "0".repeat(42), origin: "https://evil.example" }, data: "[]" });
  expect(action.status()).toBe(403);
  expect(await action.text()).toContain("cross-origin");
});

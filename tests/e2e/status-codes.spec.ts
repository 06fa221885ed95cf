// One page per URL, and the status a crawler reads. Unknown coupons, categories,
// businesses and sellers answer 404 with their 'no encontrado' view in the server HTML; the
// internal paths that next.config.ts rewrites "/" and filtered categories to are not URLs.
import { expect, test } from "@playwright/test";
import { couponLinks, fetchHtml, visibleHtml } from "./helpers/html";

const NOT_FOUND: Array<[path: string, heading: string]> = [
  ["/cupon/00000000-0000-4000-8000-000000000000", "Cupón no encontrado"],
  ["/cupon/abc", "Cupón no encontrado"],
  ["/categoria/no-existe", "Categoría no encontrada"],
  ["/categoria/no-existe?sort=precio-asc&sub=x", "Categoría no encontrada"],
  ["/negocio/no-existe-este-negocio", "Negocio no encontrado"],
  ["/vendedor/00000000-0000-4000-8000-000000000000", "Vendedor no encontrado"],
];

// The rewrite targets (lib/routes.ts; and the names they had before) answer the English 404 page.
const INTERNAL = [
  "/inicio",
  "/inicio/cacheada",
  "/inicio/filtrada?q=pizza",
  "/categoria/restaurantes/filtrada?sort=precio-asc",
  "/buscar/termino/pizza",
  "/inicio/default",
  "/inicio/resultados?q=pizza",
  "/inicio-resultados",
  "/categoria-filtrada/restaurantes",
];

const FOUND = [
  "/",
  "/?q=pizza",
  "/buscar?q=pizza",
  "/buscar?q=pizza&sort=precio-asc",
  "/?cat=restaurantes",
  "/categoria/restaurantes",
  "/categoria/restaurantes?sort=precio-asc",
  "/categoria/restaurantes?sub=pizza&sort=relevancia",
  "/negocio/la-toscana-zona-10",
];

test.describe("status codes without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("unknown coupons, categories, businesses and sellers: 404 with the view in the server HTML", async ({
    page,
    request,
  }) => {
    for (const [path, heading] of NOT_FOUND) {
      const raw = await request.get(path);
      expect(raw.status(), path).toBe(404);
      expect(visibleHtml(await raw.text()), path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
    }
  });

  test("the internal paths behind the rewrites are not reachable", async ({ request }) => {
    for (const path of INTERNAL) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Oops! Page not found");
    }
  });

  // (The filtered forms stream behind a Suspense fallback, revealed by React's inline script:
  // their content is checked in the HTML, not as visible text.)
  test("the public pages and their filtered forms answer 200 with their content", async ({ request }) => {
    const coupon = couponLinks(await fetchHtml(request, "/"))[0];
    expect(coupon).toBeTruthy();
    for (const path of [...FOUND, coupon!]) {
      const html = visibleHtml(await fetchHtml(request, path));
      expect(html, path).toMatch(/<h1[^>]*>/);
      expect(html, path).not.toContain("no encontrad");
    }
  });
});

// SPEC 2 'List pages': /populares, /mas-visitados, /recien-llegados on real coupons.
import { expect, test } from "@playwright/test";
import { couponLinks, fetchHtml, jsonLdOfType, visibleHtml } from "./helpers/html";

const PAGES = [
  {
    path: "/populares",
    title: "Cupones populares",
    sorts: ["popularity", "discount", "price_low", "price_high"],
    defaultSort: "popularity",
  },
  {
    path: "/mas-visitados",
    title: "Cupones más visitados",
    sorts: ["popularity", "discount", "price_low", "price_high", "views"],
    defaultSort: "views",
  },
  {
    path: "/recien-llegados",
    title: "Recién llegados",
    sorts: ["popularity", "discount", "price_low", "price_high", "newest"],
    defaultSort: "newest",
  },
];
const count = (html: string) =>
  Number(visibleHtml(html).match(/data-testid="list-count">(\d+) cupones encontrados</)?.[1] ?? NaN);

for (const p of PAGES) {
  test.describe(p.path, () => {
    test("filters, count, cards and JSON-LD are in the server HTML; the default sort is selected", async ({
      request,
    }) => {
      const html = await fetchHtml(request, p.path);
      const body = visibleHtml(html);
      expect(body).toMatch(new RegExp(`<h1[^>]*>${p.title}</h1>`));
      expect(count(html)).toBeGreaterThan(0);
      const selects = [...body.matchAll(/<select[^>]*name="(cat|sort)"[\s\S]*?<\/select>/g)].map((m) => m[0]);
      const values = (s: string | undefined) =>
        [...(s ?? "").matchAll(/<option[^>]*value="([^"]+)"/g)].map((m) => m[1]);
      expect(values(selects[0])).toEqual(["all", "restaurantes", "spas", "entretenimiento", "viajes", "servicios"]);
      expect(values(selects[1])).toEqual(p.sorts);
      expect(selects[1]).toMatch(new RegExp(`<option value="${p.defaultSort}" selected=""`));
      expect(body).toContain("Más populares");
      const links = couponLinks(html);
      expect(links.length).toBe(Math.min(12, count(html)));
      expect(jsonLdOfType(html, "ItemList").itemListElement).toHaveLength(links.length);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${p.path}"`));
      // Real business names on the cards, not a fixed store name.
      expect(body).toMatch(/<p class="cc-biz">[^<]+<\/p>/);
    });

    test("a search with no match shows the empty state whose 'Limpiar filtros' resets the filters", async ({
      request,
    }) => {
      const body = visibleHtml(await fetchHtml(request, `${p.path}?q=zzqqxxyyww&cat=spas`));
      expect(body).toContain("No se encontraron cupones");
      expect(body).toMatch(new RegExp(`href="${p.path}"[^>]*>Limpiar filtros`));
      // The search box's own control is not a second 'Limpiar filtros' that only empties the box:
      // it is 'Borrar búsqueda', a link to the page without the search (category kept).
      expect(body.match(/Limpiar filtros/g)).toHaveLength(1);
      const clearSearch = body.match(/<a[^>]*aria-label="Borrar búsqueda"[^>]*>/)?.[0];
      expect(clearSearch).toContain(`href="${p.path}?cat=spas"`);
      for (const bad of ["?sort=nope", "?cat=nope&page=-3", "?q=" + "x".repeat(5000), "?page=99999"]) {
        expect((await request.get(p.path + bad)).status(), bad.slice(0, 30)).toBe(200);
      }
    });
  });
}

test("each page orders by its default sort", async ({ request }) => {
  const [popular, visited, newest, cheapest] = await Promise.all(
    ["/populares", "/mas-visitados", "/recien-llegados", "/populares?sort=price_low"].map((path) =>
      fetchHtml(request, path),
    ),
  );
  // Different defaults give different orders of the same catalogue.
  expect(couponLinks(popular!)).not.toEqual(couponLinks(newest!));
  expect(couponLinks(visited!)).not.toEqual(couponLinks(newest!));
  const prices = [...visibleHtml(cheapest!).matchAll(/class="cc-price">Q([\d,]+\.\d{2})/g)].map((m) =>
    Number(m[1]!.replace(/,/g, "")),
  );
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  // /populares?sort=popularity is the same list as /populares.
  expect(couponLinks(await fetchHtml(request, "/populares?sort=popularity"))).toEqual(couponLinks(popular!));
  // A category filter narrows the list.
  expect(count(await fetchHtml(request, "/populares?cat=restaurantes"))).toBeLessThan(count(popular!));
});

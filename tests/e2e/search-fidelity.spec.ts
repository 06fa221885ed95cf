// Issue 17 items 7, 14, 15: headings and titles say what was searched; 'Limpiar filtros' empties
// the search box too; the category page searches within itself with SPEC's empty state.
import { expect, test } from "@playwright/test";
import { couponLinks, fetchHtml, jsonLdOfType, visibleHtml } from "./helpers/html";
import { gotoShell } from "./helpers/shell";

const h1 = (html: string) => visibleHtml(html).match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const description = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];

test.describe("headings and titles without JavaScript", () => {
  test("/buscar's h1 and title follow the query, category and location", async ({ request }) => {
    expect(h1(await fetchHtml(request, "/buscar"))).toBe("Encuentra tu próxima oferta");
    const pizza = await fetchHtml(request, "/buscar?q=pizza");
    expect(h1(pizza)).toBe("Resultados para “pizza”");
    expect(title(pizza)).toBe("Resultados para “pizza” | CuponGT");
    const all = await fetchHtml(request, "/buscar?q=pizza&cat=restaurantes&loc=Zona%2010");
    expect(h1(all)).toBe("Resultados para “pizza” en Restaurantes &amp; Gastronomía · Zona 10");
    expect(title(all)).toContain("Zona 10");
    expect(h1(await fetchHtml(request, "/buscar?cat=spas"))).toBe("Ofertas de Spas");
    expect(h1(await fetchHtml(request, "/buscar?cat=all&q=masaje"))).toBe("Resultados para “masaje”");
    expect(h1(await fetchHtml(request, "/buscar?loc=Antigua"))).toBe("Ofertas en Antigua");
    // One h1 only: the compact hero replaces the generic one.
    expect(visibleHtml(all).match(/<h1/g)).toHaveLength(1);
  });

  test("the home with q and loc puts both in its title and description", async ({ request }) => {
    const html = await fetchHtml(request, "/?q=pizza&loc=Zona%2010");
    expect(title(html)).toContain("pizza");
    expect(title(html)).toContain("Zona 10");
    expect(description(html)).toContain("Zona 10");
    const withCat = await fetchHtml(request, "/?q=sushi&cat=restaurantes");
    expect(title(withCat)).toMatch(/sushi · Restaurantes/);
  });
});

test.describe("'Limpiar filtros' clears the search box too", () => {
  for (const { path, input } of [
    { path: "/buscar?q=zzqqxxnada", input: 'form[role="search"] input[name="q"]' },
    { path: "/populares?q=zzqqxxnada", input: 'form[role="search"] input[name="q"]' },
    { path: "/recien-llegados?q=zzqqxxnada", input: 'form[role="search"] input[name="q"]' },
  ]) {
    test(path, async ({ page }) => {
      await gotoShell(page, path);
      const box = page.locator("main").locator(input).first();
      await expect(box).toHaveValue("zzqqxxnada");
      await page.getByRole("link", { name: "Limpiar filtros" }).click();
      await expect(page).toHaveURL(new RegExp(`${path.split("?")[0]}$`));
      await expect(box).toHaveValue("");
      // The next 'Buscar' does not repeat the failed search.
      await expect(page.getByText("zzqqxxnada")).toHaveCount(0);
    });
  }
});

test.describe("search within the category page (SPEC 2)", () => {
  test("?q= stays on the category page: only that category's matches, noindex, canonical to the category", async ({
    request,
  }) => {
    const html = await fetchHtml(request, "/categoria/restaurantes?q=pizza");
    const body = visibleHtml(html);
    expect(body).toMatch(/<h1[^>]*>Restaurantes &amp; Gastronomía<\/h1>/);
    expect(body).toMatch(/<input[^>]*name="q"[^>]*value="pizza"/);
    const links = couponLinks(html);
    expect(links.length).toBeGreaterThan(0);
    const all = couponLinks(await fetchHtml(request, "/categoria/restaurantes?sort=relevancia"));
    expect(links.length).toBeLessThanOrEqual(all.length);
    // Each result is a restaurant coupon about pizza.
    for (const link of links.slice(0, 3)) {
      const product = jsonLdOfType(await fetchHtml(request, link), "Product") as {
        name: string;
        description: string;
        category: string;
      };
      expect(product.category).toBe("Restaurantes & Gastronomía");
      expect(`${product.name} ${product.description}`.toLowerCase()).toMatch(/pizz/);
    }
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/categoria\/restaurantes"/);
  });

  test("no match: 'No encontramos resultados' with 'Limpiar búsqueda' and 'Ver todas las ofertas'", async ({
    request,
  }) => {
    const body = visibleHtml(await fetchHtml(request, "/categoria/restaurantes?q=zzqqxxnada"));
    expect(body).toContain("No encontramos resultados");
    expect(body).toMatch(/href="\/categoria\/restaurantes"[^>]*>Limpiar búsqueda/);
    expect(body).toMatch(/href="\/buscar"[^>]*>Ver todas las ofertas/);
  });

  test("typing in the category's box and pressing Enter keeps the category", async ({ page }) => {
    await gotoShell(page, "/categoria/restaurantes");
    const box = page.getByRole("searchbox", { name: /Buscar en Restaurantes/ });
    await box.fill("sushi");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/categoria\/restaurantes\?q=sushi/);
    await expect(page.getByRole("heading", { level: 1, name: "Restaurantes & Gastronomía" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: /Buscar en Restaurantes/ })).toHaveValue("sushi");
  });
});

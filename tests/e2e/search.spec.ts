// SPEC 2 'Search page (/buscar)' and PRODUCT 7/8: server-rendered results, clamped pagination,
// accent- and typo-tolerant search, suggestions, SEO.
import { expect, test } from "@playwright/test";
import { couponLinks, fetchHtml, jsonLdOfType, showing, visibleHtml } from "./helpers/html";

const SELECT_VALUES = [
  "all",
  "restaurantes",
  "belleza",
  "spas",
  "viajes",
  "tecnologia",
  "entretenimiento",
  "deportes",
  "shopping",
  "moda",
  "servicios",
  "educacion",
  "familia",
  "hogar",
];

test.describe("/buscar without JavaScript", () => {
  test("hero stats, search bar, category tiles and 9 results are in the server HTML", async ({ request }) => {
    const html = await fetchHtml(request, "/buscar");
    const body = visibleHtml(html);
    const { from, to, total } = showing(html);
    expect([from, to]).toEqual([1, 9]);
    expect(total).toBeGreaterThan(9);
    // Real offer count in the hero, fixed '50%' and '24h'.
    expect(body).toMatch(new RegExp(`data-testid="stat-offers"[\\s\\S]*?>${total.toLocaleString("es-GT")}<`));
    expect(body).toContain(">50%<");
    expect(body).toContain(">24h<");
    // A GET form with q, cat (SPEC's values), loc and Buscar.
    expect(body).toMatch(/<form[^>]*action="\/buscar"[^>]*method="get"/);
    expect(body).toMatch(/<input[^>]*name="q"/);
    expect(body).toMatch(/<input[^>]*name="loc"/);
    // The page's search form's own options (the header's search has none; the near-me zone picker
    // below it has a select of its own).
    const forms = [...body.matchAll(/<form(?=[^>]*role="search")[\s\S]*?<\/form>/g)].map((m) => m[0]);
    const searchForm = forms.find((f) => f.includes('name="cat"')) ?? "";
    const options = [...searchForm.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
    expect(options).toEqual(SELECT_VALUES);
    expect(body).toMatch(/<button[^>]*type="submit"[^>]*>Buscar<\/button>/);
    // 12 category tiles with counts, linking to /categoria/{id}.
    const tiles = body.match(/data-testid="category-tiles"[\s\S]*?<\/ul>/)?.[0] ?? "";
    expect([...tiles.matchAll(/href="\/categoria\/[a-z-]+"/g)]).toHaveLength(12);
    expect(tiles).toMatch(/\d+ ofertas/);
    // Cards with SPEC fields.
    expect(couponLinks(html).length).toBe(9);
    expect(body).toMatch(/Q\d{1,3}(,\d{3})*\.\d{2}/);
    expect(body).toContain("Ver cupón");
    expect(body).toMatch(/Válido hasta \d{1,2} [a-z]{3,4}\.? \d{4}/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/buscar"/);
  });

  test("a filter hides the tiles; the list view renders rows", async ({ request }) => {
    const html = visibleHtml(await fetchHtml(request, "/buscar?q=pizza&view=list"));
    expect(html).not.toContain('data-testid="category-tiles"');
    expect(html).toContain('data-view="list"');
    expect(html).toContain("Ver cupón");
  });

  test("pagination: page 2 differs, bad pages clamp, 5 numbers at most with an ellipsis", async ({ request }) => {
    const first = await fetchHtml(request, "/buscar");
    const second = await fetchHtml(request, "/buscar?page=2");
    expect(showing(second).from).toBe(10);
    expect(couponLinks(second).some((l) => couponLinks(first).includes(l))).toBe(false);
    for (const bad of ["-3", "abc", "0", "1.5"])
      expect(showing(await fetchHtml(request, `/buscar?page=${bad}`)).from, bad).toBe(1);
    const { total } = showing(first);
    const last = Math.ceil(total / 9);
    const clamped = await fetchHtml(request, "/buscar?page=99999");
    expect(showing(clamped)).toMatchObject({ from: (last - 1) * 9 + 1, to: total });
    const nav = visibleHtml(first).match(/<nav aria-label="Paginación"[\s\S]*?<\/nav>/)?.[0] ?? "";
    expect([...nav.matchAll(/aria-label="Página \d+"/g)].length).toBeLessThanOrEqual(5);
    if (last > 5) expect(nav).toContain("…");
    expect(nav).toContain('href="/buscar?page=2"');
  });

  test("accents and typos: 'cafe' finds 'Café', 'piza' finds pizzas", async ({ request }) => {
    const cafe = visibleHtml(await fetchHtml(request, "/buscar?q=cafe"));
    expect(cafe).toMatch(/café/i);
    expect(showing(cafe).total).toBeGreaterThan(0);
    const piza = visibleHtml(await fetchHtml(request, "/buscar?q=piza"));
    expect(showing(piza).total).toBeGreaterThan(0);
    expect(piza).toMatch(/[Pp]izza/);
  });

  test("empty state, sorts and bad input", async ({ request }) => {
    const empty = visibleHtml(await fetchHtml(request, "/buscar?q=zzqqxxyyww"));
    expect(empty).toContain("No encontramos resultados");
    expect(empty).toContain('href="/buscar">Limpiar filtros');
    expect(empty).toContain("Explorar ofertas");
    const asc = await fetchHtml(request, "/buscar?sort=precio-asc");
    const prices = [...visibleHtml(asc).matchAll(/class="cc-price">Q([\d,]+\.\d{2})/g)].map((m) =>
      Number(m[1]!.replace(/,/g, "")),
    );
    expect(prices.length).toBe(9);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    for (const path of [
      "/buscar?sort=nope",
      "/buscar?q=" + "x".repeat(5000),
      "/buscar?cat[]=a&cat[]=b&page[]=2",
      "/buscar?loc=%00",
    ]) {
      const res = await request.get(path);
      expect(res.status(), path.slice(0, 40)).toBe(200);
    }
  });

  test("title follows the query; a term's results are indexable, other variants noindex with the clean canonical; ItemList JSON-LD", async ({
    request,
  }) => {
    const term = await fetchHtml(request, "/buscar?q=Sushi");
    expect(term).not.toContain('name="robots"');
    expect(term).toMatch(/<link rel="canonical" href="[^"]*\/buscar\?q=sushi"/);
    const sorted = await fetchHtml(request, "/buscar?q=sushi&sort=precio-asc");
    expect(sorted).toContain('<meta name="robots" content="noindex, follow"');
    expect(sorted).toMatch(/<link rel="canonical" href="[^"]*\/buscar\?q=sushi"/);
    const located = await fetchHtml(request, "/buscar?q=sushi&loc=zona%2010");
    expect(located).toContain('<meta name="robots" content="noindex, follow"');
    expect(located).toMatch(/<link rel="canonical" href="[^"]*\/buscar"/);
    const html = await fetchHtml(request, "/buscar?q=sushi&page=1");
    expect(html).toMatch(/<title>Resultados para “sushi”/);
    const list = jsonLdOfType(html, "ItemList");
    const items = list.itemListElement as Array<{ position: number; url: string }>;
    expect(items.length).toBe(couponLinks(html).length);
    expect(items[0]?.position).toBe(1);
    expect(items[0]?.url).toMatch(/\/cupon\/[0-9a-f-]{36}$/);
    expect(await fetchHtml(request, "/buscar")).not.toContain('name="robots"');
  });
});

test.describe("/buscar with JavaScript", () => {
  test("popular searches when empty, suggestions when typing, Escape closes, Enter searches", async ({ page }) => {
    await page.goto("/buscar");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const field = page.getByRole("combobox", { name: "¿Qué estás buscando?" });
    await field.focus();
    const popular = page.getByTestId("popular-searches");
    await expect(popular).toContainText("Búsquedas populares");
    await expect(popular.getByRole("button")).toHaveText(["Pizza", "Sushi", "Spa", "Masaje", "Café", "Cine"]);
    await field.fill("piz");
    const suggestions = page.getByTestId("search-suggestions");
    await expect(suggestions.getByRole("button").first()).toBeVisible();
    expect(await suggestions.getByRole("button").count()).toBeLessThanOrEqual(10);
    await expect(suggestions.getByRole("button").first()).toContainText(/piz/i);
    await field.press("Escape");
    await expect(suggestions).toBeHidden();
    await expect(popular).toBeHidden();
    await expect(field).toHaveValue("piz");
    await page.getByRole("button", { name: "Borrar búsqueda" }).click();
    await expect(field).toHaveValue("");
    await field.fill("sushi");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/buscar\?q=sushi/);
    // Until React swaps the streamed results in, they also sit in a hidden <div id="S:n">.
    await expect(page.getByText(/Mostrando \d+-\d+ de \d+ resultados/).filter({ visible: true })).toBeVisible();
  });

  test("the suggestions route validates and caps its answer", async ({ request }) => {
    const res = await request.get("/api/sugerencias?q=a");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toContain("max-age=30");
    const { suggestions } = (await res.json()) as { suggestions: string[] };
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(new Set(suggestions.map((s) => s.toLowerCase())).size).toBe(suggestions.length);
    expect(await (await request.get("/api/sugerencias")).json()).toEqual({ suggestions: [] });
    expect((await request.get("/api/sugerencias?q=" + "y".repeat(5000))).status()).toBe(200);
  });
});

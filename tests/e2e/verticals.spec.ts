// PRODUCT 6 / SPEC 'Vertical sample pages': real coupons, chips that filter exactly on stored
// attributes, an applied sort and 'Mostrando X de Y ofertas', all in the server HTML.
import { expect, test, type Page } from "@playwright/test";

const countOf = async (page: Page) => {
  const text = (await page.getByTestId("vertical-count").textContent()) ?? "";
  const m = /Mostrando (\d+) de (\d+) ofertas/.exec(text);
  expect(m, text).not.toBeNull();
  return { shown: Number(m![1]), total: Number(m![2]) };
};
const attrTexts = (page: Page, key: string) => page.locator(`[data-offer] [data-attr="${key}"]`).allTextContents();
const prices = async (page: Page) =>
  await page.locator("[data-offer]").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-price-cents"))));

test("restaurants are real coupons in the server HTML with chips, count and the owner link", async ({ request }) => {
  const res = await request.get("/restaurantes");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("Restaurantes y gastronomía");
  expect(html).toMatch(/Mostrando (\d+) de \1 ofertas/);
  expect(html).toMatch(/href="\/cupon\/[0-9a-f-]{36}"/);
  expect(html).toMatch(/Q\d{1,3}(,\d{3})*\.\d{2}/);
  for (const label of [
    "Todas",
    "Italiana",
    "Japonesa",
    "Argentina",
    "Mexicana",
    "Internacional",
    "Todos",
    "Menos de Q100",
    "Q100-Q200",
    "Q200-Q300",
    "Más de Q300",
  ]) {
    expect(html).toContain(`>${label}</a>`);
  }
  expect(html).toContain('href="/restaurantes?cuisine=italiana"');
  expect(html).toMatch(/<a[^>]+href="\/para-empresas"[^>]*>¿Tienes un restaurante\? Publica tus ofertas<\/a>/);
  expect(html).toContain('rel="canonical" href="http');
});

test("the cuisine chip filters exactly and the count follows", async ({ page }) => {
  await page.goto("/restaurantes");
  const all = await countOf(page);
  await page.locator('[data-chip="cuisine:italiana"]').click();
  await expect(page).toHaveURL(/cuisine=italiana/);
  const italian = await countOf(page);
  expect(italian.total).toBe(all.total);
  expect(italian.shown).toBeGreaterThan(0);
  expect(italian.shown).toBeLessThan(all.total);
  await expect(page.locator("[data-offer]")).toHaveCount(italian.shown);
  const cuisines = await attrTexts(page, "cuisine");
  expect(cuisines).toHaveLength(italian.shown);
  for (const c of cuisines) expect(c).toBe("Cocina: Italiana");
  // The legacy spelling of the brief works as well.
  await page.goto("/restaurantes?cuisine=Italiana");
  expect((await countOf(page)).shown).toBe(italian.shown);
});

test("price bands and the price sort apply to the discount price", async ({ page }) => {
  const bands: [string, number, number][] = [
    ["menos-100", 0, 10_000],
    ["100-200", 10_000, 20_000],
    ["200-300", 20_000, 30_000],
    ["mas-300", 30_000, Infinity],
  ];
  let sum = 0;
  for (const [value, min, max] of bands) {
    await page.goto(`/restaurantes?price=${value}`);
    const ps = await prices(page);
    for (const p of ps) expect(p >= min && p < max, `${p} in ${value}`).toBe(true);
    sum += (await countOf(page)).shown;
  }
  await page.goto("/restaurantes?sort=price");
  const { total } = await countOf(page);
  expect(sum).toBe(total);
  const sorted = await prices(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  await expect(page.locator('select[name="sort"]')).toHaveValue("price");
  await page.goto("/restaurantes?sort=discount");
  const discounts = await page
    .locator("[data-offer]")
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-discount"))));
  expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
});

test("the sort select submits without a button click when JavaScript runs", async ({ page }) => {
  await page.goto("/restaurantes?cuisine=italiana");
  await page.locator('select[name="sort"]').selectOption("price");
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/cuisine=italiana/);
});

test("experience chips filter by type, difficulty and numeric duration ranges", async ({ page }) => {
  await page.goto("/experiencias");
  const html = await page.content();
  for (const label of [
    "Spa &amp; Bienestar",
    "Aventura",
    "Fotografía",
    "Naturaleza",
    "Gastronomía",
    "Aéreo",
    "Fácil",
    "Intermedio",
    "Avanzado",
    "1-2 horas",
    "3-4 horas",
    "5+ horas",
  ])
    expect(html).toContain(label);
  const all = await countOf(page);
  expect(all.total).toBeGreaterThan(0);
  const ranges: [string, number, number][] = [
    ["1-2", 0, 2.5],
    ["3-4", 2.5, 4.5],
    ["5-mas", 4.5, Infinity],
  ];
  let sum = 0;
  for (const [value, min, max] of ranges) {
    await page.goto(`/experiencias?duration=${value}`);
    const hours = (await attrTexts(page, "duration")).map((t) => Number(t.replace(",", ".").replace(/[^\d.]/g, "")));
    for (const h of hours) expect(h >= min && h < max, `${h} h in ${value}`).toBe(true);
    sum += (await countOf(page)).shown;
  }
  expect(sum).toBe(all.total);
  await page.goto("/experiencias?difficulty=facil&type=gastronomia");
  for (const d of await attrTexts(page, "difficulty")) expect(d).toBe("Dificultad: Fácil");
  for (const d of await attrTexts(page, "type")) expect(d).toBe("Gastronomía");
  expect((await countOf(page)).shown).toBeGreaterThan(0);
});

test("travel chips filter by trip type, days and price, and cards show trip attributes", async ({ page }) => {
  await page.goto("/viajes?duration=3-4");
  const days = (await attrTexts(page, "days")).map((t) => Number(t.replace(/\D/g, "")));
  expect(days.length).toBeGreaterThan(0);
  for (const d of days) expect([3, 4]).toContain(d);
  await page.goto("/viajes?type=arqueologico");
  for (const t of await attrTexts(page, "type")) expect(t).toBe("Arqueológico");
  expect((await attrTexts(page, "groupSize")).length).toBeGreaterThan(0);
  expect((await attrTexts(page, "includes")).every((t) => t.startsWith("Incluye: "))).toBe(true);
  await page.goto("/viajes?price=mas-700");
  for (const p of await prices(page)) expect(p).toBeGreaterThanOrEqual(70_000);
  await page.goto("/viajes?q=flores");
  expect((await countOf(page)).shown).toBeGreaterThan(0);
});

test("chips work without JavaScript and an empty result offers clearing", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/viajes");
  await page.locator('[data-chip="type:playa"]').click();
  await expect(page).toHaveURL(/type=playa/);
  for (const t of await attrTexts(page, "type")) expect(t).toBe("Playa");
  await page.goto("/restaurantes?q=zzzzqqqq");
  await expect(page.getByText("No hay ofertas que coincidan con estos filtros.")).toBeVisible();
  expect((await countOf(page)).shown).toBe(0);
  await context.close();
});

test("malformed vertical parameters never produce a 500", async ({ request }) => {
  for (const path of [
    "/restaurantes?cuisine=%E0%A4%A",
    "/restaurantes?price=-1&sort=DROP&cuisine[]=a",
    "/experiencias?duration=9999&difficulty=x&type=%00",
    "/viajes?q=" + "x".repeat(5000),
    "/viajes?price=mas-700&price=menos-300&duration=abc",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
  }
});

// The list pages' search box has its own clear control, 'Borrar búsqueda', which undoes a search
// already sent (keeping category and sort); 'Limpiar filtros' is only the empty state's control,
// and it resets every filter. Both work with and without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { presetCookieConsent } from "./helpers/shell";

test.beforeEach(async ({ context }) => presetCookieConsent(context));

const PAGES = ["/populares", "/mas-visitados", "/recien-llegados"];
const NO_MATCH = "zzqqxxyyww";

async function clearSentSearch(page: Page, path: string) {
  const form = page.locator('main form[role="search"]');
  await expect(page.getByTestId("list-empty")).toBeVisible();
  await expect(form.locator('input[name="q"]')).toHaveValue(NO_MATCH);
  // One control named 'Limpiar filtros' (the empty state's); the box's own is 'Borrar búsqueda'.
  await expect(
    page.getByRole("link", { name: "Limpiar filtros" }).or(page.getByRole("button", { name: "Limpiar filtros" })),
  ).toHaveCount(1);
  await form.getByRole("link", { name: "Borrar búsqueda" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?cat=spas$`));
  await expect(page.getByTestId("list-empty")).toHaveCount(0);
  await expect(page.getByTestId("coupon-card").first()).toBeVisible();
  await expect(form.locator('input[name="q"]')).toHaveValue("");
  await expect(form.locator('select[name="cat"]')).toHaveValue("spas");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of PAGES) {
    test(`${path}: 'Borrar búsqueda' undoes a search with no results`, async ({ page }) => {
      await page.goto(`${path}?q=${NO_MATCH}&cat=spas`);
      await clearSentSearch(page, path);
    });
  }
});

test.describe("with JavaScript", () => {
  for (const path of PAGES) {
    test(`${path}: 'Borrar búsqueda' undoes a search with no results`, async ({ page }) => {
      await page.goto(`${path}?q=${NO_MATCH}&cat=spas`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await clearSentSearch(page, path);
    });
  }

  test("text typed but not sent is only emptied: the page stays as it is", async ({ page }) => {
    await page.goto("/populares?cat=spas");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const form = page.locator('main form[role="search"]');
    await form.locator('input[name="q"]').fill("pizza");
    await form.locator('select[name="sort"]').selectOption("discount");
    await form.getByRole("link", { name: "Borrar búsqueda" }).click();
    await expect(form.locator('input[name="q"]')).toHaveValue("");
    await expect(form.getByRole("link", { name: "Borrar búsqueda" })).toHaveCount(0);
    expect(new URL(page.url()).search).toBe("?cat=spas");
    await expect(form.locator('select[name="sort"]')).toHaveValue("discount");
  });
});

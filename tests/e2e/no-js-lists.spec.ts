// Issue 17: the list pages used to stream their content behind a loading.tsx skeleton. React
// sends such content in a `<div hidden>` and reveals it with an inline script, so a reader or a
// crawler without JavaScript saw only the skeleton. Without JavaScript every list page now shows
// its results in the first document, and no loading placeholder at all; with JavaScript SPEC's
// placeholders show while a filter form is sent (components/search/submit-placeholders.tsx).
import { expect, test } from "@playwright/test";
import { presetCookieConsent } from "./helpers/shell";

test.beforeEach(async ({ context }) => presetCookieConsent(context));

const COUPON_LISTS = [
  "/buscar",
  "/buscar?q=pizza",
  "/populares",
  "/mas-visitados",
  "/recien-llegados",
  "/?q=pizza",
  "/categoria/restaurantes",
  "/categoria/restaurantes?sub=pizza&sort=relevancia",
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of COUPON_LISTS) {
    test(`${path}: result cards visible without JavaScript, no loading placeholder`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const cards = page.getByTestId("coupon-card");
      await expect(cards.first()).toBeVisible();
      expect(await cards.filter({ visible: true }).count()).toBeGreaterThanOrEqual(3);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('[data-slot="skeleton"]').filter({ visible: true })).toHaveCount(0);
    });
  }

  test("/empresas: the directory's cards and count visible without JavaScript", async ({ page }) => {
    await page.goto("/empresas");
    await expect(page.getByTestId("directory-count")).toHaveText(/\d+ empresas/);
    await expect(page.locator('main a[href^="/negocio/"]').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });
});

test.describe("with JavaScript", () => {
  for (const { path, count } of [
    { path: "/populares", count: 8 },
    { path: "/buscar", count: 11 },
    { path: "/empresas", count: 6 },
  ]) {
    test(`${path}: sending the filters shows ${count} placeholders in place of the results`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByTestId("submit-placeholder")).toHaveCount(0);
      // The next document is not fetched here: a listener on window (it runs after the island's, on
      // document) cancels the navigation, so the sent page can be looked at as it waits.
      await page.evaluate(() => window.addEventListener("submit", (event) => event.preventDefault()));
      const form = page.locator('main form[role="search"]').first();
      await form.locator('input[name="q"]').fill("pizza");
      await form.locator('button[type="submit"]').click();
      const status = page.getByRole("status", { name: "Cargando resultados" });
      await expect(status).toHaveAttribute("aria-busy", "true");
      await expect(status.getByTestId("submit-placeholder").filter({ visible: true })).toHaveCount(count);
      // The results after them are hidden while the next page loads.
      await expect(
        page.locator('main a[href^="/cupon/"], main a[href^="/negocio/"]').filter({ visible: true }),
      ).toHaveCount(0);
    });
  }
});

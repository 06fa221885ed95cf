// Issue 17: the list pages used to stream their content behind a loading.tsx skeleton. React
// sends such content in a `<div hidden>` and reveals it with an inline script, so a reader or a
// crawler without JavaScript saw only the skeleton. Without JavaScript every list page now shows
// its results in the first document, and no loading placeholder at all.
import { expect, test } from "@playwright/test";
import { presetCookieConsent } from "./helpers/shell";

test.use({ javaScriptEnabled: false });
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

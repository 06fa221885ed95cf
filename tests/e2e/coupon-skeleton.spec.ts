// SPEC coupon detail: 'Loading skeleton'. The page has no Suspense (its content must be in place
// without JavaScript: no-js-coupon.spec.ts), so the skeleton is drawn on client navigation, from
// the click on a coupon link until the page arrives (components/layout/coupon-navigation-skeleton.tsx).
import { expect, test } from "@playwright/test";
import { gotoShell, presetCookieConsent, trackPageErrors } from "./helpers/shell";

test("a click on a coupon shows the skeleton in place of the page until the coupon arrives", async ({
  page,
  context,
}) => {
  await presetCookieConsent(context);
  const errors = trackPageErrors(page);
  // Hold the coupon page's data (prefetches included) so the wait is long enough to see.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/cupon\/[0-9a-f-]{36}/, async (route) => {
    if (route.request().headers()["rsc"]) await held;
    await route.continue();
  });
  await gotoShell(page, "/");
  const link = page.getByTestId("coupon-card").first().getByRole("link", { name: "Ver cupón" });
  const href = (await link.getAttribute("href"))!;
  await link.click();

  const skeleton = page.locator("[data-coupon-skeleton]");
  await expect(skeleton).toBeVisible();
  await expect(skeleton.getByRole("status")).toHaveText("Cargando cupón…");
  // The page being left is hidden, not shown under the skeleton.
  await expect(page.locator("#hero")).toBeHidden();

  release();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(skeleton).toHaveCount(0);

  // Back home: the skeleton is not left behind, and a link to the page already shown draws none.
  await page.goBack();
  await expect(page.locator("#hero")).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  expect(errors).toEqual([]);
});

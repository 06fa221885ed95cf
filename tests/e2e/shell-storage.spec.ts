import { expect, test, type Page } from "@playwright/test";

import { COOKIE_CONSENT_KEY, PROMO_BAR_KEY, gotoShell, trackPageErrors } from "./helpers/shell";

// SPEC: the promo bar's dismissal and the cookie banner's answer are remembered in local storage.
const promoDismiss = (page: Page) => page.getByRole("button", { name: "Cerrar aviso de promoción" });
const banner = (page: Page) => page.getByRole("region", { name: "Aviso de cookies" });
const storedConsent = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CONSENT_KEY);

test.describe("promo bar", () => {
  test("dismissal survives a reload", async ({ page }) => {
    const errors = trackPageErrors(page);
    await gotoShell(page);
    await expect(page.getByText("Descuentos hasta 70% en negocios locales")).toBeVisible();
    await promoDismiss(page).click();
    await expect(promoDismiss(page)).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), PROMO_BAR_KEY)).toBe("true");

    await page.reload({ waitUntil: "domcontentloaded" });
    // Hidden from the first paint, not after hydration.
    await expect(promoDismiss(page)).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(promoDismiss(page)).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe("cookie banner", () => {
  for (const [button, status] of [
    ["Aceptar", "accepted"],
    ["Rechazar", "rejected"],
  ] as const) {
    test(`${button} stores ${status} with a timestamp and hides the banner for good`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await gotoShell(page);
      await expect(banner(page)).toBeVisible();
      const before = Date.now();
      await banner(page).getByRole("button", { name: button }).click();
      await expect(banner(page)).toBeHidden();

      const stored = JSON.parse((await storedConsent(page)) ?? "null") as { status: string; timestamp: string };
      expect(stored.status).toBe(status);
      expect(new Date(stored.timestamp).toISOString()).toBe(stored.timestamp);
      expect(Date.parse(stored.timestamp)).toBeGreaterThanOrEqual(before - 5_000);
      expect(Date.parse(stored.timestamp)).toBeLessThanOrEqual(Date.now() + 5_000);

      await page.reload({ waitUntil: "domcontentloaded" });
      await expect(banner(page)).toBeHidden();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(banner(page)).toBeHidden();
      expect(errors).toEqual([]);
    });
  }

  for (const malformed of [
    "{not json",
    '{"status":"maybe","timestamp":"2026-01-01T00:00:00.000Z"}',
    '{"status":"accepted","timestamp":"ayer"}',
    "null",
    "42",
  ]) {
    test(`a malformed stored value (${malformed}) shows the banner again without errors`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await gotoShell(page);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        COOKIE_CONSENT_KEY,
        malformed,
      ] as const);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole("button", { name: "Aceptar" }).click();
      await expect(banner(page)).toBeHidden();
      expect(JSON.parse((await storedConsent(page)) ?? "null").status).toBe("accepted");
      expect(errors).toEqual([]);
    });
  }
});

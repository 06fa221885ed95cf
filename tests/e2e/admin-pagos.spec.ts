// /admin/pagos: the operator reaches it from the admin menu and moves between its four sections
// (payments, refunds, webhooks, differences), each server-rendered, a bad cursor read as the first
// page; anyone else gets the plain 404. Settling and resolving are proved by the integration test
// (tests/integration/payment-admin.test.ts), where the rows can be written directly.
import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers/auth";
import { presetCookieConsent } from "./helpers/shell";

const OPERATOR = "operador@cupongt.test";

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("the operator opens Pagos from the admin menu and moves through its sections", async ({ page }) => {
  await signIn(page, OPERATOR);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Pagos", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pagos$/);
  const summary = page.getByTestId("payments-summary");
  await expect(summary).toContainText("Reembolsos adeudados");
  await expect(summary).toContainText("Diferencias abiertas");
  await expect(summary).toContainText("Firmas rechazadas hoy");
  const robots = page.locator('meta[name="robots"]').first();
  await expect(robots).toHaveAttribute("content", /noindex/);

  const tabs = [
    ["Reembolsos", "tab=reembolsos"],
    ["Webhooks", "tab=webhooks"],
    ["Diferencias", "tab=diferencias"],
    ["Pagos", "tab=pagos"],
  ] as const;
  for (const [name, query] of tabs) {
    await page.getByRole("link", { name, exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(query));
    await expect(page.getByRole("link", { name, exact: true }).last()).toHaveAttribute("aria-current", "page");
  }
  await page.goto("/admin/pagos?tab=webhooks&outcome=rejected&cursor=nonsense");
  await expect(page.getByRole("heading", { name: "Firmas rechazadas por día" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Resultado" })).toHaveValue("rejected");
  await page.goto("/admin/pagos?tab=diferencias");
  await expect(page.getByRole("heading", { name: "Últimas conciliaciones" })).toBeVisible();
});

test("/admin/pagos is a 404 for anyone but the admin", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  const response = await page.goto("/admin/pagos?tab=reembolsos");
  expect(response?.status()).toBe(404);
});

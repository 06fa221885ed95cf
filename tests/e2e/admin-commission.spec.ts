// Issue 14: the admin sets a business's commission rate on /admin/comisiones (0-50 %, refused
// outside it in Spanish); the change is in the audit log and the business's statement shows it.
// A business made by this spec, so no other spec's statement figures move.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers/auth";
import { presetCookieConsent } from "./helpers/shell";

const OPERATOR = "operador@cupongt.test";
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

async function as(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await presetCookieConsent(context);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("the admin changes a business's commission and its statement shows the new rate", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Comisión ${Date.now().toString(36)}`;
  await signIn(page, DEMO.seller);
  await page.goto("/vendedor");
  await hydrated(page);
  const create = page.getByRole("form", { name: "Crear negocio" });
  await create.getByLabel("Nombre del negocio").fill(name);
  const slug = await create.getByLabel("Slug (se genera del nombre)").inputValue();
  await create.getByRole("button", { name: "Crear negocio" }).click();
  await expect(page.getByText("Negocio creado")).toBeVisible();

  const admin = await as(browser, OPERATOR);
  await admin.goto(`/admin/comisiones?q=${encodeURIComponent(name)}`);
  await hydrated(admin);
  const row = admin.getByTestId(`commission-${slug}`);
  await expect(row).toContainText("15%");
  const input = row.getByLabel(`Comisión de ${name} en porcentaje`);
  await input.fill("60");
  await row.getByRole("button", { name: "Guardar" }).click();
  await expect(admin.getByText("Escribe un porcentaje entre 0 y 50, con hasta dos decimales.")).toBeVisible();
  await expect(row).toContainText("15%");
  await input.fill("12,5");
  await row.getByRole("button", { name: "Guardar" }).click();
  await expect(admin.getByText("Listo.")).toBeVisible();
  await expect(row).toContainText("12.5%");

  await page.goto("/vendedor/estado-de-cuenta");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`: ${name}`);
  await expect(page.getByTestId("commission-rate")).toHaveText(
    "Comisión de CuponGT: 12.5% de las ventas netas de reembolsos.",
  );

  await admin.goto("/admin/auditoria");
  await expect(admin.getByTestId("audit-log")).toContainText("set_commission_rate");
  await expect(admin.getByTestId("audit-log")).toContainText('{"commission_rate":0.125}');
});

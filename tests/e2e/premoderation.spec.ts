// Issue 14, pre-moderation: the admin turns on "new businesses' first coupon needs approval" on
// /admin (the PremoderationToggle, the app's only way to change it); a new business publishes its
// first coupon, which is not public (not in /buscar, its page answers 404) and waits in
// /admin/reportes as 'Pendiente de aprobación'; the admin approves it and it appears.
// The setting is marketplace-wide, so this spec runs in its own Playwright project after every
// other spec (playwright.config.ts): another spec's new business must not publish while it is on.
// Alone: `npx playwright test --project=chromium-serial --no-deps` (without --no-deps Playwright
// runs the whole chromium project first).
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

/** Turns the setting on or off from /admin, the way the operator does. */
async function setPremoderation(admin: Page, on: boolean) {
  await admin.goto("/admin");
  await hydrated(admin);
  const state = admin.getByTestId("premoderation-state");
  if ((await state.textContent()) !== (on ? "Activo" : "Inactivo")) {
    await admin.getByRole("button", { name: on ? "Activar" : "Desactivar" }).click();
  }
  await expect(state).toHaveText(on ? "Activo" : "Inactivo");
}

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("with pre-moderation on, a new business's first coupon waits for the admin's approval", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const name = `Premoderado ${tag}`;
  const title = `Primer cupón ${tag}`;
  const admin = await as(browser, OPERATOR);
  await setPremoderation(admin, true);
  try {
    await signIn(page, DEMO.seller);
    await page.goto("/vendedor");
    await hydrated(page);
    const create = page.getByRole("form", { name: "Crear negocio" });
    await create.getByLabel("Nombre del negocio").fill(name);
    await create.getByLabel("Categoría (opcional)").selectOption("restaurantes");
    await create.getByRole("button", { name: "Crear negocio" }).click();
    await expect(page.getByText("Negocio creado")).toBeVisible();
    const publish = page.getByRole("form", { name: "Publicar cupón" });
    await publish.getByLabel("Negocio", { exact: true }).selectOption({ label: name });
    await publish.getByLabel("Título", { exact: true }).fill(title);
    await publish
      .getByLabel("Descripción", { exact: true })
      .fill("El primer cupón de un negocio nuevo, revisado antes de mostrarse.");
    await publish.getByLabel("Precio original (Q)").fill("120");
    await publish.getByLabel("Precio con descuento (Q)").fill("60");
    await publish.getByLabel("Finaliza (hora de Guatemala)").fill(`${new Date().getFullYear() + 1}-06-15T18:30`);
    await publish.getByLabel("Stock").fill("10");
    await publish.getByLabel("Categoría", { exact: true }).selectOption("restaurantes");
    await publish.getByLabel("Tipo de cocina").selectOption("Guatemalteca");
    await publish.getByRole("button", { name: "Publicar cupón" }).click();
    await expect(
      page.getByText("Lo revisaremos antes de mostrarlo: es el primer cupón de este negocio.", { exact: false }),
    ).toBeVisible();
  } finally {
    // Only a coupon's insert reads the setting: the pending coupon stays pending.
    await setPremoderation(admin, false);
  }
  await page.goto("/vendedor");
  await expect(page.getByTestId("my-coupon").filter({ hasText: title }).getByTestId("my-coupon-status")).toHaveText(
    "En revisión",
  );

  // Not public: not in search, and its page is not served.
  const search = `/buscar?q=${encodeURIComponent(title)}`;
  await page.goto(search);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await admin.goto("/admin/reportes");
  await hydrated(admin);
  const item = admin.getByTestId("reported-item").filter({ hasText: title });
  await expect(item.getByTestId("reported-status")).toHaveText("Pendiente de aprobación");
  const path = new URL((await item.getByRole("link", { name: title }).getAttribute("href"))!, "http://x").pathname;
  expect((await page.request.get(path)).status()).toBe(404);

  await item.getByRole("button", { name: "Aprobar" }).click();
  await expect(admin.getByText("Listo.")).toBeVisible();
  await expect(async () => {
    await page.goto(search);
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  expect((await page.request.get(path)).status()).toBe(200);
  await page.goto("/vendedor");
  await expect(page.getByTestId("my-coupon").filter({ hasText: title }).getByTestId("my-coupon-status")).toHaveText(
    "Activo",
  );
  await admin.goto("/admin/auditoria");
  await expect(admin.getByTestId("audit-log")).toContainText("set_setting");
});

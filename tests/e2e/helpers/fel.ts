// What the FEL specs share: the owner saving the business's emitter data, a receipt page reloaded
// until a document is certified (the job runs inside the server), and a download's bytes.
import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";
import { seedId } from "@/lib/db/seed/ids";
import { LOCALE, TIME_ZONE } from "@/lib/i18n/locale";
import { DEMO, signIn } from "./auth";
import { gotoShell } from "./shell";

/** The owner saves the business's emitter data (idempotent: the same values every run). */
export async function setUpEmitter(page: Page, businessSlug: string): Promise<void> {
  await signIn(page, DEMO.seller);
  await gotoShell(page, `/negocio/${seedId("business", businessSlug)}/editar`);
  const form = page.getByTestId("fel-profile-form");
  for (const [label, value] of [
    ["NIT del emisor", "12345679"],
    ["Razón social o nombre del contribuyente", "Comercio de Prueba, S.A."],
    ["Nombre comercial del establecimiento", "Comercio de Prueba"],
    ["Código de establecimiento (SAT)", "1"],
    ["Dirección del establecimiento", "6a avenida 10-20 zona 1"],
    ["Código postal", "01001"],
    ["Municipio", "Guatemala"],
    ["Departamento", "Guatemala"],
  ] as const)
    await form.getByLabel(label).fill(value);
  await form.getByLabel("Régimen general (factura con IVA)").check();
  await form.getByRole("button", { name: "Guardar datos de facturación" }).click();
  await expect(page.getByText(/^Datos de facturación guardados/).first()).toBeVisible();
}

export const FEL_UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/;

/** The order's receipt page, reloaded until `item` shows a certified document. */
export async function certified(page: Page, receipt: string, purpose: "venta" | "nota"): Promise<Locator> {
  const item = page.getByTestId(`fel-${purpose}`);
  await expect(async () => {
    await page.goto(receipt);
    await expect(item.getByTestId("fel-uuid")).toHaveText(FEL_UUID, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return item;
}

export async function download(page: Page, link: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return readFile((await file.path())!);
}

/**
 * The document's certification date and time as the receipt shows it (Guatemala's time): one of
 * the minutes between `since` and now, formatted the page's way.
 */
export async function expectCertifiedSince(item: Locator, since: Date): Promise<void> {
  const format = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
  const minutes: string[] = [];
  for (let at = since.getTime() - 60_000; at <= Date.now() + 60_000; at += 60_000) minutes.push(format.format(at));
  const shown = (await item.getByTestId("fel-certified-at").textContent())?.trim() ?? "";
  expect(minutes, `certified at "${shown}"`).toContain(shown);
}

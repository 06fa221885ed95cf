// The FEL document lists end to end: a shopper buys with a NIT and the invoice is certified in the
// server; the business's owner finds it on /vendedor/facturas by filtering (a GET form: the
// filters live in the URL) and downloads its XML; the certifier then gives up on it (the test
// hook stands in for an outage), the operator finds it on /admin/facturas with the certifier's
// error, retries it, and once certified again it leaves that list and reads 'Certificado' again.
// Then the owner cancels it ('Anular', with a reason and a corrected NIT): the buyer's order shows
// the old invoice 'Anulada' with the reason and a new certified invoice for the corrected NIT.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { nitCheckCharacter } from "@/lib/domain/nit";
import { signIn } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, payButton } from "./helpers/checkout";
import { certified, download, FEL_UUID, setUpEmitter } from "./helpers/fel";
import { newShopper } from "./helpers/payments";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

// The FEL spec's coupon (long-running, well stocked, bought by no other spec): one unit more.
const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const pool = buildSeedCoupons().filter((c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20);
const coupon = pool.at(-6)!;
const businessId = seedId("business", coupon.businessSlug);
const businessName = SEED_BUSINESSES.find((b) => b.slug === coupon.businessSlug)!.name;
const body = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
const corrected = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
const HOOK = `http://127.0.0.1:${process.env.E2E_SIMULATED_HOOK_PORT ?? "3103"}`;
const OPERATOR = "operador@cupongt.test";

test.beforeEach(async ({ context }) => presetCookieConsent(context));

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await presetCookieConsent(context);
  return context.newPage();
}

/** The owner's list, filtered through the form by the buyer's NIT; answers the row of `uuid`. */
async function findByNit(page: Page, uuid: string) {
  await page.goto(`/vendedor/facturas?negocio=${businessId}`);
  const form = page.getByTestId("fel-filters");
  await form.getByLabel("Número, serie, UUID o NIT/CUI").fill(`${body}-${nitCheckCharacter(body)}`);
  await form.getByRole("button", { name: "Filtrar" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === `${body}-${nitCheckCharacter(body)}`);
  const rows = page.getByTestId("fel-document");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId("fel-document-uuid")).toHaveText(uuid);
  return rows.first();
}

test("the owner filters the documents and finds the invoice; the operator retries it after a failure", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The owner's emitter data (setUpEmitter signs in as the demo seller, the business's owner).
  const owner = await newPage(browser);
  await setUpEmitter(owner, coupon.businessSlug);

  const email = await newShopper(page, "fel-lists");
  await gotoShell(page, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(page);
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Pagar", exact: true }).click();
  const dialog = await fillCheckout(page, { name: "Luis Pérez", email });
  await dialog.getByLabel("NIT o CUI (opcional)").fill(`${body}${nitCheckCharacter(body)}`);
  await payButton(dialog).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");
  await gotoShell(page, "/mis-compras");
  await page.getByRole("link", { name: "Ver recibo" }).first().click();
  await page.waitForURL(/\/mis-compras\/[0-9a-f-]{36}$/);
  const invoice = await certified(page, new URL(page.url()).pathname, "venta");
  const uuid = (await invoice.getByTestId("fel-uuid").textContent())!;
  const documentId = (await invoice.getByRole("link", { name: "Descargar XML" }).getAttribute("href"))!
    .split("/")
    .at(-1)!;

  // The owner: from the panel to the list, filtered by the buyer's NIT, then by status.
  await owner.goto("/vendedor");
  await owner.getByRole("link", { name: "Facturas electrónicas (FEL)" }).first().click();
  await owner.waitForURL((url) => url.pathname === "/vendedor/facturas");
  const row = await findByNit(owner, uuid);
  await expect(row.getByTestId("fel-document-status")).toContainText("Certificado");
  await expect(row).toContainText("Luis Pérez");
  const xml = (await download(owner, row.getByRole("link", { name: "XML" }))).toString("utf8");
  expect(xml).toContain(`>${uuid}</dte:NumeroAutorizacion>`);
  await owner.getByTestId("fel-filters").getByLabel("Estado").selectOption("fallido");
  await owner.getByTestId("fel-filters").getByRole("button", { name: "Filtrar" }).click();
  await owner.waitForURL((url) => url.searchParams.get("estado") === "fallido");
  await expect(owner.getByTestId("fel-documents-empty")).toHaveText("No hay documentos con estos filtros.");

  // Garbage in the URL is no filter, never an error page.
  const garbage = await owner.goto(`/vendedor/facturas?negocio=${businessId}&mes=2026-13&tipo=%00&estado=x&pagina=-1`);
  expect(garbage?.status()).toBe(200);
  await expect(owner.getByTestId("fel-document").first()).toBeVisible();

  // The certifier gives up on it; the operator sees why and retries.
  const failed = await fetch(`${HOOK}/fel-documents/${documentId}/fail`, { method: "POST" });
  expect(failed.status, "test hook").toBe(200);
  const operator = await newPage(browser);
  await signIn(operator, OPERATOR);
  await operator.goto("/admin");
  await operator.getByRole("link", { name: "Facturas FEL", exact: true }).click();
  await operator.waitForURL((url) => url.pathname === "/admin/facturas");
  const failedRow = operator.getByTestId(`fel-failed-${documentId}`);
  await expect(failedRow).toContainText("Infile respondió 503 (prueba)");
  await expect(failedRow).toContainText(businessName);
  await failedRow.getByRole("button", { name: "Reintentar" }).click();
  await expect(operator.getByText("Se reintentará 1 documento.").first()).toBeVisible();
  await expect(async () => {
    await operator.reload();
    await expect(operator.getByTestId(`fel-failed-${documentId}`)).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  // Certified again: the same document, the same UUID (the certifier saw the same document id).
  const again = await findByNit(owner, uuid);
  await expect(again.getByTestId("fel-document-status")).toContainText("Certificado");

  // The owner cancels it: a reason and a corrected NIT, confirmed.
  await again.getByTestId(`fel-cancel-${documentId}`).click();
  const cancel = owner.getByTestId("fel-cancel-dialog");
  await expect(cancel.getByRole("button", { name: "Sí, anular" })).toBeDisabled();
  await cancel.getByLabel("Motivo de la anulación").fill("El NIT del comprador estaba equivocado");
  await cancel.getByLabel("NIT, CUI o CF del receptor corregido").fill(`${corrected}-${nitCheckCharacter(corrected)}`);
  await cancel.getByLabel(/^Nombre del receptor/).fill("Comprador Corregido, S.A.");
  await cancel.getByLabel("Entiendo que la anulación no se puede deshacer").check();
  await cancel.getByRole("button", { name: "Sí, anular" }).click();
  await expect(owner.getByText("Anulación solicitada: después se emitirá la factura corregida.").first()).toBeVisible();

  // The buyer's order: the invoice 'Anulada' with its reason, and the new one certified.
  const receipt = new URL(page.url()).pathname;
  const cancelled = page.locator('[data-testid="fel-venta"][data-status="anulado"]');
  const reissued = page.locator('[data-testid="fel-venta"][data-status="certificado"]');
  await expect(async () => {
    await page.goto(receipt);
    await expect(cancelled.getByTestId("fel-cancelled")).toContainText("Anulada el", { timeout: 1000 });
    await expect(reissued.getByTestId("fel-uuid")).toHaveText(FEL_UUID, { timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  await expect(cancelled.getByTestId("fel-cancelled")).toContainText("Motivo: El NIT del comprador estaba equivocado");
  await expect(cancelled.getByTestId("fel-uuid")).toHaveText(uuid);
  const newUuid = (await reissued.getByTestId("fel-uuid").textContent())!;
  expect(newUuid).not.toBe(uuid);
  const newXml = (await download(page, reissued.getByRole("link", { name: "Descargar XML" }))).toString("utf8");
  expect(newXml).toContain(`IDReceptor="${corrected}${nitCheckCharacter(corrected)}"`);
  expect(newXml).toContain('NombreReceptor="Comprador Corregido, S.A."');
  // The cancelled one still downloads.
  const oldXml = (await download(page, cancelled.getByRole("link", { name: "Descargar XML" }))).toString("utf8");
  expect(oldXml).toContain(`>${uuid}</dte:NumeroAutorizacion>`);

  // The owner's list says 'Anulado' for the old one.
  await owner.goto(`/vendedor/facturas?negocio=${businessId}&estado=anulado&q=${uuid}`);
  await expect(owner.getByTestId("fel-document-status").first()).toContainText("Anulado");
});

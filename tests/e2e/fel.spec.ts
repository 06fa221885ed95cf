// FEL invoices end to end (issue 34), with the embedded local certifier: the business's owner sets
// up its emitter data; a new shopper buys with a NIT (the dialog shows the name the certifier has
// for it), the certification job runs inside the server, and /mis-compras/{id} shows the factura
// with serie, número, UUID and its certification date, whose XML and PDF download; refunding a voucher adds its credit
// note, which points at the invoice. A shopper buying with a CUI sees the name for it, the order
// labels it 'CUI', and the certified invoice reaches the buyer's mail with its XML and PDF.
import { expect, test } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { nitCheckCharacter } from "@/lib/domain/nit";
import { DEMO, signIn } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, payButton } from "./helpers/checkout";
import { certified, download, expectCertifiedSince, setUpEmitter } from "./helpers/fel";
import { newShopper } from "./helpers/payments";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

// A long-running, well-stocked coupon of a demo business that no other spec buys.
const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const pool = buildSeedCoupons().filter((c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20);
const coupon = pool.at(-6)!;
// A NIT of this run only.
const body = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
const nit = `${body}${nitCheckCharacter(body)}`;

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("buy with a NIT: the factura with serie, número and UUID, its XML and PDF; a refund's credit note", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  expect(coupon, "seed has a suitable coupon").toBeTruthy();
  const owner = await browser.newContext();
  await presetCookieConsent(owner);
  await setUpEmitter(await owner.newPage(), coupon.businessSlug);
  await owner.close();

  const email = await newShopper(page, "fel");
  await gotoShell(page, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(page);
  const cart = await openCart(page);
  await cart.getByRole("button", { name: `Agregar uno de ${coupon.title}` }).click();
  await cart.getByRole("button", { name: "Pagar", exact: true }).click();
  const dialog = await fillCheckout(page, { name: "Ana López", email });
  await dialog.getByLabel("NIT o CUI (opcional)").fill(`${body}-${nitCheckCharacter(body)}`);
  // The name the invoice will carry: the local certifier answers the name typed.
  await expect(dialog.getByTestId("checkout-nit-name")).toHaveText("Factura a nombre de: Ana López");
  const paidAt = new Date();
  await payButton(dialog).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");

  await gotoShell(page, "/mis-compras");
  await page.getByRole("link", { name: "Ver recibo" }).first().click();
  await page.waitForURL(/\/mis-compras\/[0-9a-f-]{36}$/);
  const receipt = new URL(page.url()).pathname;

  const invoice = await certified(page, receipt, "venta");
  await expect(invoice).toContainText("DOCUMENTO DE PRUEBA — SIN VALIDEZ FISCAL");
  const uuid = (await invoice.getByTestId("fel-uuid").textContent())!;
  await expect(invoice.getByTestId("fel-serie")).toHaveText(uuid.slice(0, 8));
  await expect(invoice.getByTestId("fel-numero")).toHaveText(/^\d+$/);
  await expectCertifiedSince(invoice, paidAt);

  const xml = (await download(page, invoice.getByRole("link", { name: "Descargar XML" }))).toString("utf8");
  expect(xml).toContain(`IDReceptor="${nit}"`);
  expect(xml).toContain('NombreReceptor="Ana López"');
  expect(xml).toContain(`>${uuid}</dte:NumeroAutorizacion>`);
  expect(xml).toContain(coupon.title);
  const pdf = await download(page, invoice.getByRole("link", { name: "Descargar PDF" }));
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Refund one voucher: its credit note appears on the order, pointing at the invoice.
  await gotoShell(page, "/mis-cupones");
  const mine = page.getByTestId("voucher").filter({ hasText: coupon.title });
  await expect(mine).toHaveCount(2);
  await mine.first().getByRole("button", { name: "Solicitar reembolso" }).click();
  const confirm = page.getByRole("alertdialog", { name: "¿Solicitar el reembolso de este cupón?" });
  await confirm.getByRole("button", { name: "Sí, reembolsar" }).click();
  await expect(page.getByText(/^Reembolso solicitado/).first()).toBeVisible();

  const note = await certified(page, receipt, "nota");
  await expect(note).toContainText("Nota de crédito (reembolso)");
  await expectCertifiedSince(note, paidAt);
  const noteUuid = (await note.getByTestId("fel-uuid").textContent())!;
  expect(noteUuid).not.toBe(uuid);
  const noteXml = (await download(page, note.getByRole("link", { name: "Descargar XML" }))).toString("utf8");
  expect(noteXml).toContain('Tipo="NCRE"');
  expect(noteXml).toContain(`NumeroAutorizacionDocumentoOrigen="${uuid}"`);
});

test("a cart of Q2,500 or more: the dialog asks for a NIT or CUI and keeps 'CF' from paying", async ({ page }) => {
  // Enough units for the total with IVA to reach the limit (nothing is bought).
  const units = Math.ceil(250_000 / (coupon.discountPriceCents * 1.12)) + 1;
  expect(units).toBeLessThanOrEqual(Math.min(50, coupon.remaining));
  await signIn(page, DEMO.buyer);
  await gotoShell(page, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(page);
  const cart = await openCart(page);
  await cart.getByLabel(`Cantidad de ${coupon.title}`).fill(String(units));
  await cart.getByRole("button", { name: "Pagar", exact: true }).click();
  const dialog = await fillCheckout(page, { name: "Ana López", email: DEMO.buyer });
  const rule = /^Para compras de Q2,500\.00 o más, la SAT exige que la factura lleve tu NIT o tu CUI/;
  await expect(dialog.getByTestId("checkout-cf-limit")).toHaveText(rule);
  await payButton(dialog).click();
  // The same words as a toast; the dialog stays, nothing was sent.
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "la SAT exige que la factura lleve tu NIT" }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/cupon/${seedId("coupon", coupon.key)}`);
  // A CUI is a way out: accepted by the field (the DPI's spacing is fine), its name looked up.
  await dialog.getByLabel("NIT o CUI (opcional)").fill("1234 56789 0101");
  await expect(dialog.getByText(/no es válido/)).toHaveCount(0);
  await expect(dialog.getByTestId("checkout-nit-name")).toHaveText("Factura a nombre de: Ana López");
});

test("buy with a CUI: the order labels it 'CUI' and the certified invoice comes by mail with XML and PDF", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await browser.newContext();
  await presetCookieConsent(owner);
  await setUpEmitter(await owner.newPage(), coupon.businessSlug);
  await owner.close();
  const email = await newShopper(page, "fel-cui");
  await gotoShell(page, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(page);
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Pagar", exact: true }).click();
  const dialog = await fillCheckout(page, { name: "Ana López", email });
  await dialog.getByLabel("NIT o CUI (opcional)").fill("1234 56789 0101");
  // The local certifier's RENAP lookup answers the name typed (Infile's, the registered one).
  await expect(dialog.getByTestId("checkout-nit-name")).toHaveText("Factura a nombre de: Ana López");
  await payButton(dialog).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");

  await gotoShell(page, "/mis-compras");
  await expect(page.getByTestId("order-nit").first()).toHaveText("CUI: 1234 56789 0101");
  await page.getByRole("link", { name: "Ver recibo" }).first().click();
  await page.waitForURL(/\/mis-compras\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("order-nit")).toHaveText("CUI: 1234 56789 0101");

  // The invoice reaches the outbox once certified: on the receipt, or in its own mail.
  await expect(async () => {
    await page.goto(`/dev/correo?para=${encodeURIComponent(email)}`);
    const files = page.getByTestId("outbox-attachment");
    await expect(files.filter({ hasText: /^FACT-[0-9A-F]{8}-\d+\.xml$/ })).toHaveCount(1, { timeout: 1000 });
    await expect(files.filter({ hasText: /^FACT-[0-9A-F]{8}-\d+\.pdf$/ })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("outbox-mail").filter({ hasText: "CUI: 1234 56789 0101" })).toHaveCount(1);
});

// After the purchase (issue 12): a shopper buys with a NIT, the e-mail receipt reaches the outbox
// (the job worker runs inside the server) with the voucher codes, the NIT, the IVA line and QR
// images, and /mis-compras shows the order with its NIT, its vouchers and a printable receipt.
import { expect, test } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { formatNit, nitCheckCharacter } from "@/lib/domain/nit";
import { DEMO, signIn } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, payButton } from "./helpers/checkout";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const coupon = buildSeedCoupons()
  .filter((c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20)
  .at(-3)!;
// A NIT of this run only: its receipt and order are told apart from other tests' purchases.
const body = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
const nit = `${body}-${nitCheckCharacter(body)}`;

// The second test reads the order the first one made.
test.describe.configure({ mode: "serial" });
test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("buy with a NIT, get the receipt with the codes, see the order in /mis-compras", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await gotoShell(page, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(page);
  await openCart(page);
  const cart = page.getByRole("dialog", { name: "Tu carrito" });
  await cart.getByRole("button", { name: `Agregar uno de ${coupon.title}` }).click();
  await cart.getByRole("button", { name: "Pagar", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "Finalizar compra" });
  await fillCheckout(page, { name: "Ana López", email: DEMO.buyer });

  // A wrong check digit: its own message, no order.
  const wrong = `${body}-${nitCheckCharacter(body) === "1" ? "2" : "1"}`;
  await dialog.getByLabel("NIT o CUI (opcional)").fill(wrong);
  await payButton(dialog).click();
  await expect(dialog.getByText(/El NIT o CUI no es válido/)).toBeVisible();

  await dialog.getByLabel("NIT o CUI (opcional)").fill(nit.toLowerCase());
  await payButton(dialog).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");

  // The receipt arrives by the job queue, within seconds.
  let text = "";
  await expect(async () => {
    await page.goto(`/dev/correo?para=${encodeURIComponent(DEMO.buyer)}`);
    const mail = page.getByTestId("outbox-mail").filter({ hasText: `NIT: ${formatNit(nit)}` });
    await expect(mail).toHaveCount(1, { timeout: 500 });
    text = (await mail.textContent()) ?? "";
  }).toPass({ timeout: 15_000 });
  const codes = [...text.matchAll(/Código: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/g)].map((m) => m[1]!);
  expect(codes).toHaveLength(2);
  expect(text).toContain("IVA (12%)");
  expect(text).toContain(coupon.title);
  const number = /Pedido: ([0-9A-F]{8})/.exec(text)?.[1];
  expect(number).toBeTruthy();
  const preview = page.frameLocator(`[data-testid="outbox-mail"]:has-text("NIT: ${formatNit(nit)}") iframe`);
  await expect(preview.getByRole("img", { name: `QR del código ${codes[0]}` })).toBeVisible();

  // The order in /mis-compras: NIT, both codes, 'Pagada'.
  await gotoShell(page, "/mis-compras");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const order = page.getByTestId("order").filter({ hasText: `Pedido ${number}` });
  await expect(order.getByTestId("order-nit")).toHaveText(`NIT: ${formatNit(nit)}`);
  await expect(order.getByTestId("order-state")).toHaveText("Pagada");
  for (const code of codes) await expect(order.getByText(code)).toBeVisible();

  // Its printable receipt.
  await order.getByRole("link", { name: "Ver recibo" }).click();
  await expect(page.getByRole("heading", { name: `Recibo del pedido ${number}` })).toBeVisible();
  await expect(page.getByTestId("order-nit")).toHaveText(`NIT: ${formatNit(nit)}`);
  await expect(page.getByRole("button", { name: "Imprimir recibo" })).toBeVisible();
});

test("an order's receipt is its buyer's only", async ({ page, browser }) => {
  await signIn(page, DEMO.buyer);
  await gotoShell(page, "/mis-compras");
  const link = page.getByTestId("order").first().getByRole("link", { name: "Ver recibo" });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/mis-compras\/[0-9a-f-]{36}$/);
  const other = await browser.newContext();
  await presetCookieConsent(other);
  const seller = await other.newPage();
  await signIn(seller, DEMO.seller);
  await seller.goto(href!);
  await expect(seller.getByRole("heading", { name: "Pedido no encontrado" })).toBeVisible();
  await other.close();
});

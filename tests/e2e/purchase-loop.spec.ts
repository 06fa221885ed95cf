// The loop the product exists for (issue 7): a shopper buys two coupons of one business, the
// vouchers appear in /mis-cupones, the business redeems one code exactly once from /vendedor,
// and the shopper then sees it 'Canjeado'. Runs on a fresh seeded database per server start.
import { expect, test, type Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO, signIn, signUp, uniqueEmail } from "./helpers/auth";
import { addFromCouponPage, APPROVED_CARD, fillCheckout, payButton } from "./helpers/checkout";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

// Two long-running, well-stocked, non-flash coupons of a business the demo seller owns.
const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const pool = buildSeedCoupons().filter((c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20);
const [first, second] = [pool.at(-1)!, pool.at(-2)!];
const path = (c: { key: string }) => `/cupon/${seedId("coupon", c.key)}`;

test.beforeEach(async ({ context }) => presetCookieConsent(context));

async function addToCart(page: Page, coupon: { key: string; title: string }) {
  await gotoShell(page, path(coupon));
  await addFromCouponPage(page);
}

test("buy two coupons, redeem one voucher once in the seller panel, see it canjeado", async ({ page, browser }) => {
  // The whole loop (sign-up, cart, a declined and an approved payment, the seller's panel in a
  // second browser) on a shared 2-core machine takes 20-30 s.
  test.setTimeout(90_000);
  expect(first && second, "seed has two suitable coupons").toBeTruthy();
  // A shopper of its own: /mis-cupones then holds exactly this purchase, also on a retry.
  const email = uniqueEmail("loop");
  await signUp(page, { firstName: "Ana", lastName: "López", email, password: "clave-segura" });
  await signIn(page, email, "clave-segura");
  await addToCart(page, first);
  await addToCart(page, second);

  // Two units of the first coupon: the cart's stepper.
  await page
    .getByRole("button", { name: /^Abrir carrito/ })
    .filter({ visible: true })
    .first()
    .click();
  const cart = page.getByRole("dialog", { name: "Tu carrito" });
  await cart.getByRole("button", { name: `Agregar uno de ${first.title}` }).click();
  await expect(cart.getByLabel(`Cantidad de ${first.title}`)).toHaveValue("2");
  await cart.getByRole("button", { name: "Pagar", exact: true }).click();

  // Bad fields: the spec's message and no order.
  const dialog = page.getByRole("dialog", { name: "Finalizar compra" });
  await dialog.getByLabel("Nombre completo").fill("Ana López");
  await payButton(dialog).click();
  await expect(page.getByText("Por favor completa todos los campos").first()).toBeVisible();

  await fillCheckout(page, { name: "Ana López", email: DEMO.buyer, card: "4000 0000 0000 0002" });
  await payButton(dialog).click();
  await expect(page.getByText("Error al procesar el pago. Intenta nuevamente.").first()).toBeVisible();

  await dialog.getByLabel("Número de tarjeta").fill(APPROVED_CARD);
  await payButton(dialog).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");
  await expect(page.getByText("3 cupones agregados a tu cuenta")).toBeVisible();
  await expect(page.getByRole("heading", { name: "¡Compra Exitosa!" })).toBeVisible();

  await gotoShell(page, "/mis-cupones");
  const vouchers = page.getByTestId("voucher").filter({ hasText: first.title });
  await expect(vouchers).toHaveCount(2);
  await expect(page.getByTestId("voucher").filter({ hasText: second.title })).toHaveCount(1);
  const code = (await vouchers.first().getByTestId("voucher-code").textContent())!.trim();

  // The seller redeems it: once.
  const sellerContext = await browser.newContext();
  await presetCookieConsent(sellerContext);
  const seller = await sellerContext.newPage();
  await signIn(seller, DEMO.seller, undefined, "/vendedor");
  const redeem = seller.getByRole("form", { name: "Canjear cupón" });
  await redeem.getByLabel("Código del cupón").fill(code.toLowerCase());
  await redeem.getByRole("button", { name: "Canjear" }).click();
  await expect(seller.getByText(`Cupón canjeado: ${first.title}`).first()).toBeVisible();
  await redeem.getByLabel("Código del cupón").fill(code);
  await redeem.getByRole("button", { name: "Canjear" }).click();
  await expect(seller.getByText(/Este cupón ya fue canjeado el/).first()).toBeVisible();
  await sellerContext.close();

  await gotoShell(page, "/mis-cupones");
  const redeemed = page.getByTestId("voucher").filter({ has: page.getByText(code, { exact: true }) });
  await expect(redeemed).toHaveAttribute("data-state", "canjeado");
  await expect(redeemed).toContainText("Canjeado");
});

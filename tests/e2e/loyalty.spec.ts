// Issue 13 end to end: a friend signs up through a referral link and buys; the Q50 shows as pending
// on /perfil until the order can no longer be refunded (here: the business redeems its voucher),
// then both people see the Q50 credit and the 'referral_rewarded' notice; the purchase unlocks
// 'Primera compra' (the order's loyalty job, a moment after the payment), shown on /logros and in
// the home loyalty panel.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO, signIn, signUp, uniqueEmail } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, payButton } from "./helpers/checkout";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const coupon = buildSeedCoupons()
  .filter((c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20 && !c.isFlashSale)
  .at(-4)!;
const PASSWORD = "clave-segura";

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await presetCookieConsent(context);
  return context.newPage();
}

async function buy(page: Page) {
  await gotoShell(page, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(page);
  await openCart(page);
  await page.getByRole("dialog", { name: "Tu carrito" }).getByRole("button", { name: "Pagar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Finalizar compra" });
  await fillCheckout(page, { name: "Rosa Invitada", email: "rosa@example.com" });
  await payButton(dialog).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");
}

/** The demo seller redeems a voucher code at the counter (/vendedor). */
async function redeemAsSeller(browser: Browser, code: string) {
  const seller = await newPage(browser);
  await signIn(seller, DEMO.seller, undefined, "/vendedor");
  const redeem = seller.getByRole("form", { name: "Canjear cupón" });
  await redeem.getByLabel("Código del cupón").fill(code);
  await redeem.getByRole("button", { name: "Canjear" }).click();
  await expect(seller.getByText(`Cupón canjeado: ${coupon.title}`).first()).toBeVisible();
  await seller.context().close();
}

test("a friend signs up through a referral link, buys, and both get points, Q50 and a notice", async ({ browser }) => {
  test.setTimeout(120_000);
  // The referrer: a new account, its link read from /perfil.
  const referrer = await newPage(browser);
  const referrerEmail = uniqueEmail("refiere");
  await signUp(referrer, { firstName: "Marta", lastName: "Referente", email: referrerEmail, password: PASSWORD });
  await signIn(referrer, referrerEmail, PASSWORD, "/perfil");
  const link = await referrer.getByTestId("referral-link").getByRole("textbox").inputValue();
  const code = /\/r\/([A-Z0-9]+)$/.exec(link)?.[1];
  expect(code).toBeTruthy();

  // The friend follows the link: sign-up opens with the invitation.
  const friend = await newPage(browser);
  const friendEmail = uniqueEmail("invitada");
  await friend.goto(`/r/${code}`);
  await expect(friend).toHaveURL(new RegExp(`/auth\\?tab=registro&ref=${code}$`));
  await expect(friend.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(friend.getByTestId("signup-invited")).toBeVisible();
  const form = friend.getByRole("form", { name: "Crear cuenta" });
  await form.getByLabel("Nombre", { exact: true }).fill("Rosa");
  await form.getByLabel("Apellido").fill("Invitada");
  await form.getByLabel("Email").fill(friendEmail);
  await form.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirmar contraseña").fill(PASSWORD);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(friend.getByText("¡Cuenta creada exitosamente!")).toBeVisible();
  await signIn(friend, friendEmail, PASSWORD);
  await buy(friend);

  // Pending while the order can still be refunded: not spendable yet. The reward is held by the
  // order's loyalty job, which the worker runs a moment after the payment.
  await expect(async () => {
    await gotoShell(friend, "/perfil");
    await expect(friend.getByTestId("profile-credit-pending")).toContainText("Crédito pendiente: Q50.00", {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(friend.getByTestId("profile-credit")).toContainText("Q0.00");
  // The business redeems the voucher: the order can no longer be refunded, the reward is real.
  await gotoShell(friend, "/mis-cupones");
  const voucherCode = (await friend
    .getByTestId("voucher")
    .filter({ hasText: coupon.title })
    .first()
    .getByTestId("voucher-code")
    .textContent())!.trim();
  await redeemAsSeller(browser, voucherCode);

  // The friend: points, the Q50 credit, the notice; 'Primera compra' on /logros and the home.
  await gotoShell(friend, "/perfil");
  await expect(friend.getByTestId("profile-credit")).toContainText("Q50.00");
  await expect(friend.getByTestId("profile-loyalty-summary")).not.toContainText(/^0 puntos/);
  await expect(friend.getByTestId("referral-rewards")).toContainText("Ganaste Q50 de crédito");
  await gotoShell(friend, "/logros");
  await expect(friend.getByTestId("achievement-board").locator('[data-code="primera-compra"]')).toHaveAttribute(
    "data-unlocked",
    "true",
  );
  await expect(friend.getByTestId("achievement-board").locator('[data-code="primera-compra"]')).toContainText(
    "Desbloqueado el",
  );
  await gotoShell(friend, "/");
  await expect(friend.getByTestId("loyalty-recent")).toContainText("Primera compra");

  // The credit shows as a discount line at the next checkout.
  await gotoShell(friend, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(friend);
  await openCart(friend);
  await friend.getByRole("dialog", { name: "Tu carrito" }).getByRole("button", { name: "Pagar", exact: true }).click();
  await expect(friend.getByRole("dialog", { name: "Finalizar compra" }).getByTestId("cart-credit")).toHaveText(/-Q\d/);

  // The referrer: Q50, one referral, the notice and 'Embajador'.
  await referrer.reload();
  await expect(referrer.getByTestId("profile-credit")).toContainText("Q50.00");
  await expect(referrer.getByTestId("referral-link")).toContainText("1 amigo compró con tu enlace");
  await expect(referrer.getByTestId("referral-rewards")).toContainText("Ganaste Q50 de crédito");
  await gotoShell(referrer, "/logros");
  await expect(referrer.getByTestId("achievement-board").locator('[data-code="embajador"]')).toHaveAttribute(
    "data-unlocked",
    "true",
  );
});

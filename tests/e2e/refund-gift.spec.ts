// After the purchase (issue 12): a shopper buys two vouchers, refunds one (its unit goes back on
// sale on the coupon page, the receipt reaches the outbox), gifts the other; the recipient opens
// the mailed link, signs up, returns to the claim and finds it in /mis-cupones as 'Regalo de …',
// while the giver no longer has it.
import { expect, test, type Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO_PASSWORD, signIn, signUp, uniqueEmail } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, payButton } from "./helpers/checkout";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

// A long-running, well-stocked coupon of a demo business that the purchase loop does not buy.
const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const pool = buildSeedCoupons().filter((c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20);
const coupon = pool.at(-4)!;
const couponPath = `/cupon/${seedId("coupon", coupon.key)}`;

test.beforeEach(async ({ context }) => presetCookieConsent(context));

/** 'Quedan N de M' on the coupon page, as the server rendered it. */
async function remainingOnPage(page: Page): Promise<number> {
  await gotoShell(page, couponPath);
  const label = await page
    .getByLabel(/^Quedan \d+ de \d+$/)
    .first()
    .getAttribute("aria-label");
  return Number(/^Quedan (\d+)/.exec(label ?? "")?.[1]);
}

/** The newest mail to `email` whose text matches `pattern`, read from the outbox page. */
async function mailText(page: Page, email: string, pattern: RegExp): Promise<string> {
  let text = "";
  await expect(async () => {
    await page.goto(`/dev/correo?para=${encodeURIComponent(email)}`);
    text =
      (await page.getByTestId("outbox-mail").filter({ hasText: pattern }).first().textContent({ timeout: 1000 })) ?? "";
    expect(text).toMatch(pattern);
  }).toPass({ timeout: 10_000 });
  return text;
}

test("buy two, refund one (stock +1), gift the other, the recipient claims it from the mailed link", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  expect(coupon, "seed has a suitable coupon").toBeTruthy();
  // A shopper of its own: the demo buyer's /mis-cupones also holds what other specs buy and are
  // gifted in parallel (and what a retry of this one bought).
  const buyer = uniqueEmail("reembolso");
  await signUp(page, { firstName: "Ana", lastName: "López", email: buyer, password: DEMO_PASSWORD });
  await signIn(page, buyer);

  await gotoShell(page, couponPath);
  await addFromCouponPage(page);
  await openCart(page);
  const cart = page.getByRole("dialog", { name: "Tu carrito" });
  await cart.getByRole("button", { name: `Agregar uno de ${coupon.title}` }).click();
  await expect(cart.getByLabel(`Cantidad de ${coupon.title}`)).toHaveValue("2");
  await cart.getByRole("button", { name: "Pagar", exact: true }).click();
  const checkout = page.getByRole("dialog", { name: "Finalizar compra" });
  await fillCheckout(page, { name: "Ana López", email: buyer });
  await payButton(checkout).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");

  const before = await remainingOnPage(page);

  // Refund one: confirm in the dialog; it shows 'Reembolsado' and its unit is on sale again.
  await gotoShell(page, "/mis-cupones");
  const mine = page.getByTestId("voucher").filter({ hasText: coupon.title });
  await expect(mine).toHaveCount(2);
  const refundedCode = (await mine.first().getByTestId("voucher-code").textContent())!.trim();
  await mine.first().getByRole("button", { name: "Solicitar reembolso" }).click();
  const confirm = page.getByRole("alertdialog", { name: "¿Solicitar el reembolso de este cupón?" });
  await confirm.getByRole("button", { name: "Sí, reembolsar" }).click();
  await expect(page.getByText(/^Reembolso solicitado: Q[\d,.]+ volverán/).first()).toBeVisible();
  const refunded = page.getByTestId("voucher").filter({ has: page.getByText(refundedCode, { exact: true }) });
  await expect(refunded).toHaveAttribute("data-state", "reembolsado");
  await expect(refunded).toContainText("Reembolsado");
  await expect(refunded.getByRole("button", { name: "Solicitar reembolso" })).toHaveCount(0);
  await expect(refunded.getByRole("button", { name: "Regalar" })).toHaveCount(0);
  expect(await remainingOnPage(page)).toBe(before + 1);
  expect(await mailText(page, buyer, /Comprobante de reembolso/)).toContain(refundedCode);

  // Gift the other to someone without an account yet.
  const friend = uniqueEmail("regalo");
  await gotoShell(page, "/mis-cupones");
  const gifted = page
    .getByTestId("voucher")
    .filter({ hasText: coupon.title })
    .filter({ has: page.getByRole("button", { name: "Regalar" }) });
  await expect(gifted).toHaveCount(1);
  const oldCode = (await gifted.getByTestId("voucher-code").textContent())!.trim();
  await gifted.getByRole("button", { name: "Regalar" }).click();
  const giftDialog = page.getByRole("dialog", { name: "Regalar este cupón" });
  await giftDialog.getByLabel("Correo de quien lo recibe").fill(buyer);
  await giftDialog.getByRole("button", { name: "Enviar regalo" }).click();
  await expect(giftDialog.getByText("No puedes regalarte un cupón a ti mismo.")).toBeVisible();
  await giftDialog.getByLabel("Correo de quien lo recibe").fill(friend);
  await giftDialog.getByLabel("Mensaje (opcional)").fill("¡Feliz cumpleaños!");
  await giftDialog.getByRole("button", { name: "Enviar regalo" }).click();
  await expect(page.getByText(`Regalo enviado a ${friend}.`).first()).toBeVisible();
  const pending = page.getByTestId("voucher").filter({ has: page.getByText(oldCode, { exact: true }) });
  await expect(pending.getByTestId("voucher-pending-gift")).toContainText(friend);
  await expect(pending.getByRole("button", { name: "Cancelar regalo" })).toBeVisible();

  // The recipient: the link from the mail, sign up, sign in, back to the claim.
  const guestContext = await browser.newContext();
  await presetCookieConsent(guestContext);
  const guest = await guestContext.newPage();
  const mail = await mailText(guest, friend, /te regaló un cupón/);
  expect(mail).toContain("¡Feliz cumpleaños!");
  const link = new URL(/https?:\/\/\S+\/regalo\/[A-Za-z0-9_-]{43}/.exec(mail)![0]).pathname;
  await guest.goto(link);
  await expect(guest.getByRole("heading", { name: "¡Te regalaron un cupón!" })).toBeVisible();
  await expect(guest.getByText(coupon.title).first()).toBeVisible();
  await guest.getByRole("link", { name: "Crear cuenta" }).click();
  await expect(guest.locator("html")).toHaveAttribute("data-hydrated", "true");
  const signup = guest.getByRole("form", { name: "Crear cuenta" });
  await signup.getByLabel("Nombre", { exact: true }).fill("Lucía");
  await signup.getByLabel("Apellido").fill("Pérez");
  await signup.getByLabel("Email").fill(friend);
  await signup.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await signup.getByLabel("Confirmar contraseña").fill(DEMO_PASSWORD);
  await signup.getByRole("checkbox").check();
  await signup.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(guest.getByText("¡Cuenta creada exitosamente!")).toBeVisible();
  const login = guest.getByRole("form", { name: "Iniciar sesión" });
  await login.getByLabel("Email").fill(friend);
  await login.getByLabel("Contraseña").fill(DEMO_PASSWORD);
  await login.getByRole("button", { name: "Entrar" }).click();
  await guest.waitForURL((url) => url.pathname === link);
  await guest.getByRole("button", { name: "Reclamar regalo" }).click();
  await guest.waitForURL((url) => url.pathname === "/mis-cupones");
  const received = guest.getByTestId("voucher").filter({ hasText: coupon.title });
  await expect(received).toHaveCount(1);
  await expect(received.getByTestId("voucher-gift")).toHaveText(/^Regalo de .+/);
  // A new code: the one the giver saw is gone.
  await expect(received.getByTestId("voucher-code")).not.toHaveText(oldCode);
  // The link is spent.
  await guest.goto(link);
  await expect(guest.getByText("Este regalo ya fue reclamado.")).toBeVisible();
  await guestContext.close();

  // The giver keeps only the refunded voucher.
  await gotoShell(page, "/mis-cupones");
  await expect(page.getByTestId("voucher").filter({ hasText: coupon.title })).toHaveCount(1);
  await expect(page.getByText(oldCode, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("voucher-gift")).toHaveCount(0);
});

// The buyer's side (PRODUCT 2, 5; SPEC 2, 5, 8): a declined then approved checkout, the voucher
// with its code and QR in /mis-cupones, a review with 'Compra verificada', and 'Guardar' with
// /favoritos. Visitors get sign-in prompts. Runs on a fresh seeded database per server start.
import { expect, test, type Page } from "@playwright/test";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO, signIn } from "./helpers/auth";
import { fetchHtml } from "./helpers/html";
import { fillCheckout, openCheckout, payButton } from "./helpers/checkout";
import { gotoShell, presetCookieConsent, trackPageErrors } from "./helpers/shell";

const seeds = buildSeedCoupons().filter((c) => c.endsInHours > 24 && c.remaining > 10);
const [bought, saved] = [seeds[2]!, seeds[3]!];
const path = (c: { key: string }) => `/cupon/${seedId("coupon", c.key)}`;
// lib/domain/voucher-code.ts's alphabet (that module reads messages/es.json, which Playwright cannot import).
const VOUCHER_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const CODE = new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{4}-[${VOUCHER_CODE_ALPHABET}]{4}-[${VOUCHER_CODE_ALPHABET}]{4}$`);

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

async function pay(page: Page, card: string) {
  const dialog = page.getByRole("dialog", { name: "Finalizar compra" });
  await dialog.getByLabel("Número de tarjeta").fill(card);
  const button = payButton(dialog);
  await expect(button).toBeEnabled();
  await button.click();
}

test("visitors are asked to sign in: /mis-cupones, /favoritos, 'Guardar' and the review form", async ({
  page,
  request,
}) => {
  const mine = await fetchHtml(request, "/mis-cupones");
  expect(mine).toContain('<meta name="robots" content="noindex, nofollow"');
  expect(mine).toContain('href="/auth?next=/mis-cupones"');
  const favs = await fetchHtml(request, "/favoritos");
  expect(favs).toContain('<meta name="robots" content="noindex, nofollow"');
  expect(favs).toContain('href="/auth?next=/favoritos"');

  await gotoShell(page, path(saved));
  const save = page.getByTestId("save-coupon");
  await expect(save).toHaveText("Guardar");
  await expect(save).toHaveAttribute("href", `/auth?next=${encodeURIComponent(path(saved))}`);
  await page.getByRole("tab", { name: /Reseñas/ }).click();
  await expect(page.getByTestId("review-sign-in")).toContainText("Debes iniciar sesión");
  await expect(page.getByRole("form", { name: "Escribe tu reseña" })).toHaveCount(0);
});

test("buy (declined, then approved), see the voucher with code and QR, review it as a verified buyer", async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await signIn(page, DEMO.buyer);
  await gotoShell(page, path(bought));
  await page.getByRole("button", { name: "Comprar este cupón" }).click();
  await openCheckout(page);
  await fillCheckout(page, { name: "Ana López", email: DEMO.buyer });
  await pay(page, "4000 0000 0000 0002");
  await expect(page.getByText("Error al procesar el pago. Intenta nuevamente.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path(bought)}$`));

  await pay(page, "4242 4242 4242 4242");
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");
  await expect(page.getByText("¡Pago procesado exitosamente!")).toBeVisible();

  await gotoShell(page, "/mis-cupones");
  const voucher = page.getByTestId("voucher").filter({ hasText: bought.title });
  await expect(voucher).toHaveCount(1);
  await expect(voucher).toHaveAttribute("data-state", "vigente");
  await expect(voucher).toContainText("Vigente");
  await expect(voucher).toContainText(/Vence el \d{1,2} de \w+ de \d{4}/);
  const code = (await voucher.getByTestId("voucher-code").textContent())!;
  expect(code).toMatch(CODE);
  const qr = voucher.getByRole("img", { name: `Código QR del cupón ${code}` });
  await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(voucher.getByRole("link", { name: bought.title })).toHaveAttribute("href", path(bought));
  await expect(voucher.locator(`a[href="/negocio/${bought.businessSlug}"]`)).toBeVisible();
  // The state filter: only vigentes, then none redeemed yet.
  await page.getByRole("link", { name: /^Canjeados \(0\)/ }).click();
  await expect(page).toHaveURL(/estado=canjeado/);
  await expect(page.getByText("No tienes cupones en este estado.")).toBeVisible();
  await expect(page.getByTestId("voucher")).toHaveCount(0);

  // A review on the coupon just bought carries 'Compra verificada'.
  await gotoShell(page, path(bought));
  await page.getByRole("tab", { name: /Reseñas/ }).click();
  const form = page.getByRole("form", { name: "Escribe tu reseña" });
  await form.getByRole("radio", { name: "4 estrellas" }).check({ force: true });
  const comment = `Excelente atención ${Date.now()}`;
  await form.getByLabel("Comentario (opcional)").fill(comment);
  await form.getByRole("button", { name: "Enviar reseña" }).click();
  await expect(page.getByText("¡Gracias por tu reseña!").first()).toBeVisible();
  const mineReview = page.getByTestId("review").filter({ hasText: comment });
  await expect(mineReview).toBeVisible();
  await expect(mineReview.getByTestId("review-verified")).toHaveText("Compra verificada");
  await expect(mineReview.getByRole("img", { name: "4 de 5 estrellas" })).toBeVisible();

  // A second review of the same coupon is refused with the spec's text.
  await gotoShell(page, path(bought));
  await page.getByRole("tab", { name: /Reseñas/ }).click();
  await page.getByRole("form", { name: "Escribe tu reseña" }).getByRole("button", { name: "Enviar reseña" }).click();
  await expect(page.getByText("Ya calificaste este cupón.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("'Guardar' saves and un-saves a coupon, and /favoritos lists it", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await gotoShell(page, path(saved));
  const save = page.getByTestId("save-coupon");
  await expect(save).toBeEnabled(); // the saved state has arrived
  await expect(save).toHaveText("Guardar");
  await save.click();
  await expect(page.getByText("Guardado en favoritos")).toBeVisible();
  await expect(save).toHaveText("Guardado");
  await expect(save).toHaveAttribute("aria-pressed", "true");

  await gotoShell(page, path(saved)); // the cached page learns the state after mount
  await expect(page.getByTestId("save-coupon")).toHaveText("Guardado");

  await gotoShell(page, "/favoritos");
  await expect(page.getByTestId("coupon-card").filter({ hasText: saved.title })).toHaveCount(1);

  await gotoShell(page, path(saved));
  await expect(page.getByTestId("save-coupon")).toHaveText("Guardado");
  await page.getByTestId("save-coupon").click();
  await expect(page.getByText("Eliminado de favoritos")).toBeVisible();
  await expect(page.getByTestId("save-coupon")).toHaveText("Guardar");
  await gotoShell(page, "/favoritos");
  await expect(page.getByTestId("coupon-card").filter({ hasText: saved.title })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Aún no guardas cupones" })).toBeVisible();
});

// The voucher in the pocket: a shopper buys one voucher and 'Descargar PDF' on /mis-cupones
// downloads a PDF that carries its code; the route refuses a signed-out visitor.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { pdfTextRuns } from "@/tests/fixtures/pdf-text";
import { DEMO, signIn } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, payButton } from "./helpers/checkout";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const coupon = buildSeedCoupons()
  .filter((c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20)
  .at(-5)!;

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("'Descargar PDF' downloads the voucher with its code; signed out, the route sends to sign-in", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.buyer);
  await gotoShell(page, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(page);
  await openCart(page);
  await page.getByRole("dialog", { name: "Tu carrito" }).getByRole("button", { name: "Pagar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Finalizar compra" });
  await fillCheckout(page, { name: "Ana López", email: DEMO.buyer });
  await payButton(dialog).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");

  await gotoShell(page, "/mis-cupones");
  // Newest first: the voucher just bought is the first of this coupon.
  const voucher = page.getByTestId("voucher").filter({ hasText: coupon.title }).first();
  const code = (await voucher.getByTestId("voucher-code").textContent())!;
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    voucher.getByRole("link", { name: `Descargar PDF del cupón ${code}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`cupongt-${code}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfTextRuns(pdf).join("\n");
  expect(text).toContain(code);

  const href = (await voucher.getByTestId("voucher-pdf").getAttribute("href"))!;
  const signedOut = await request.get(href, { maxRedirects: 0 });
  expect(signedOut.status()).toBe(303);
  expect(signedOut.headers()["location"]).toBe("/auth?next=/mis-cupones");
});

// A gift sent by WhatsApp (issue 50): no e-mail is asked; the giver gets the wa.me link carrying
// the claim link, and whoever opens it first (here the demo buyer) claims the voucher.
import { expect, test } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO, signIn } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, payButton } from "./helpers/checkout";
import { newShopper } from "./helpers/payments";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

// A long-running, well-stocked coupon of a demo business that no other spec buys.
const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const pool = buildSeedCoupons().filter((c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20);
const coupon = pool.at(-7)!;

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("gift by WhatsApp: no e-mail asked, the wa.me link carries the claim link, the first to open it claims", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  expect(coupon, "seed has a suitable coupon").toBeTruthy();
  const email = await newShopper(page, "gift-wa");
  await gotoShell(page, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(page);
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Pagar", exact: true }).click();
  await payButton(await fillCheckout(page, { name: "Ana López", email })).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");

  await gotoShell(page, "/mis-cupones");
  const voucher = page.getByTestId("voucher").filter({ hasText: coupon.title });
  await voucher.getByRole("button", { name: "Regalar" }).click();
  const dialog = page.getByRole("dialog", { name: "Regalar este cupón" });
  await dialog.getByLabel("WhatsApp (lo envías tú)").check();
  await expect(dialog.getByLabel("Correo de quien lo recibe")).toHaveCount(0);
  await expect(dialog).toContainText("quien lo abra primero se queda con el cupón");
  await dialog.getByRole("button", { name: "Crear enlace de regalo" }).click();
  const share = dialog.getByTestId("gift-whatsapp");
  await expect(share).toBeVisible();
  const wa = new URL((await share.getAttribute("href"))!);
  expect(wa.hostname).toBe("wa.me");
  const text = wa.searchParams.get("text") ?? "";
  const link = new URL(/https?:\/\/\S+\/regalo\/[A-Za-z0-9_-]{43}/.exec(text)![0]).pathname;
  await dialog.press("Escape");
  await expect(voucher.getByTestId("voucher-pending-gift")).toContainText("enlace por WhatsApp");

  // Whoever opens the link first: the demo buyer.
  const other = await browser.newContext();
  await presetCookieConsent(other);
  const friend = await other.newPage();
  await signIn(friend, DEMO.buyer);
  await friend.goto(link);
  await friend.getByRole("button", { name: "Reclamar regalo" }).click();
  await friend.waitForURL((url) => url.pathname === "/mis-cupones");
  await expect(
    friend.getByTestId("voucher").filter({ hasText: coupon.title }).getByTestId("voucher-gift").first(),
  ).toHaveText(/^Regalo de .+/);
  await other.close();
});

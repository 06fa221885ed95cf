// The account and the seller's panel in English: a shopper signs in on /en/auth and comes back to
// the English page they asked for; their own pages (coupons, purchases, a receipt, favourites,
// achievements, profile) and the seller's panel answer in English with no Spanish interface
// string; the profile keeps the language of the mails that belong to no purchase; a visitor
// without a session is sent to the English sign-in page.
import { expect, test, type Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { SCAN_COUPON } from "./helpers/a11y";
import { DEMO, DEMO_PASSWORD } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, openCheckout, payButton } from "./helpers/checkout";
import { messages, spanishInterfaceStrings, spanishStringsOn } from "./helpers/english";
import { presetCookieConsent } from "./helpers/shell";

const english = messages("en");
const demoBusiness = SEED_BUSINESSES.find((b) => b.ownedByDemoSeller)!;
const demoCoupon = buildSeedCoupons().find((c) => c.businessSlug === demoBusiness.slug)!;

test.beforeEach(async ({ context }) => presetCookieConsent(context));

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

/**
 * Signs in on the English sign-in page, reached from `next` (by its redirect, or by its sign-in
 * prompt's link), and lands back there.
 */
async function signInInEnglish(page: Page, email: string, next: string, by: "redirect" | "prompt"): Promise<void> {
  await page.goto(next);
  if (by === "prompt") await page.locator("#contenido").getByRole("link", { name: english.profilePage.signIn }).click();
  // The English sign-in page, coming back to the English page afterwards.
  await page.waitForURL((url) => url.pathname === "/en/auth");
  expect(new URL(page.url()).searchParams.get("next")).toBe(next);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const form = page.getByRole("form", { name: english.auth.loginTab });
  await form.getByLabel(english.auth.email).fill(email);
  await form.getByLabel(english.auth.password).fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: english.auth.loginSubmit }).click();
  await expect(page.getByText(english.auth.toast.loginSuccessTitle)).toBeVisible();
  await page.waitForURL((url) => url.pathname === next);
}

/** Each path answers 200 in English and shows no Spanish interface string. */
async function walkInEnglish(page: Page, paths: readonly string[]): Promise<void> {
  const spanishStrings = spanishInterfaceStrings();
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname, path).toBe(path.split("?")[0]);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "en");
    await hydrated(page);
    expect(await spanishStringsOn(page, spanishStrings), path).toEqual([]);
  }
}

test("a shopper signs in in English and their own pages answer in English", async ({ page }) => {
  test.setTimeout(120_000);
  await signInInEnglish(page, DEMO.buyer, "/en/my-coupons", "prompt");
  // A purchase of theirs (placed on the Spanish page: its language is the order's, not the pages').
  await page.goto(`/cupon/${seedId("coupon", SCAN_COUPON.key)}`);
  await addFromCouponPage(page);
  await openCart(page);
  await openCheckout(page);
  await payButton(await fillCheckout(page, { name: "Ann Lopez", email: DEMO.buyer })).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");
  await page.goto("/en/my-coupons");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.myCoupons.title);

  // A receipt of theirs, reached from the English purchases page's own link.
  await page.goto("/en/my-purchases");
  const receipt = page.locator("a[href^='/en/my-purchases/']").first();
  await expect(receipt).toBeVisible();
  const receiptPath = (await receipt.getAttribute("href"))!;

  await walkInEnglish(page, [
    "/en/my-coupons",
    "/en/my-purchases",
    receiptPath,
    "/en/favorites",
    "/en/achievements",
    "/en/profile",
  ]);

  // The mails that belong to no purchase: English from now on, and kept after a reload.
  const language = page.getByRole("group", { name: english.profilePage.language.text });
  await language.getByRole("radio", { name: "English" }).check();
  await expect(page.getByText(english.profilePage.language.saved)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("group", { name: english.profilePage.language.text }).getByRole("radio", { name: "English" }),
  ).toBeChecked();
  // Put back, so other specs' mails to this shopper stay as they were.
  await page
    .getByRole("group", { name: english.profilePage.language.text })
    .getByRole("radio", { name: "Español" })
    .check();
  await expect(page.getByText(english.profilePage.language.saved)).toBeVisible();
});

test("the seller's panel answers in English", async ({ page }) => {
  test.setTimeout(150_000);
  await signInInEnglish(page, DEMO.seller, "/en/seller", "redirect");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.sellerPanel.title);
  await walkInEnglish(page, [
    "/en/seller",
    "/en/seller/statistics",
    "/en/seller/statement",
    "/en/seller/invoices",
    "/en/seller/payouts",
    "/en/seller/redemptions",
    "/en/seller/bookings",
    "/en/seller/redeem",
    `/en/seller/coupons/${seedId("coupon", demoCoupon.key)}/edit`,
    `/en/business/${seedId("business", demoBusiness.slug)}/edit`,
  ]);
  // The panel's links stay in English.
  await page.goto("/en/seller");
  await expect(page.locator("main a[href^='/vendedor']")).toHaveCount(0);
});

test("a visitor without a session is sent to the English sign-in page, and the account's prompts are English", async ({
  page,
}) => {
  const response = await page.goto("/en/seller/statistics");
  expect(new URL(page.url()).pathname).toBe("/en/auth");
  expect(new URL(page.url()).searchParams.get("next")).toBe("/en/seller/statistics");
  expect(response?.status()).toBe(200);
  await page.goto("/en/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.profilePage.signedOutTitle);
  await expect(page.locator("#contenido").getByRole("link", { name: english.profilePage.signIn })).toHaveAttribute(
    "href",
    `/en/auth?next=${encodeURIComponent("/en/profile")}`,
  );
});

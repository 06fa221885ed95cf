// English under /en: a visitor switches a coupon page to English and stays on it; searches
// "massage" and finds the massages; sees quetzales with dollars; buys (charged in quetzales) and
// receives the receipt in English. A seller's English title shows on the English page. Every
// public route answers in English; the sitemap's hreflang pairs are reciprocal and each page's
// head says the same; no English page shows a Spanish interface string.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO, signIn } from "./helpers/auth";
import { APPROVED_CARD } from "./helpers/checkout";
import { spanishInterfaceStrings, spanishStringsOn } from "./helpers/english";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

// Read as files: Playwright's loader wants import attributes for JSON modules.
const messages = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
const english = messages("en");
const spanish = messages("es");
const seed = buildSeedCoupons();
const idOf = (key: string) => seedId("coupon", seed.find((c) => c.key === key)!.key);
// A massage of an Antigua spa and a coupon of the demo seller that no other spec buys or edits.
const massage = idOf("salud-bienestar-masajes-05");
const sellersCoupon = idOf("belleza-depilacion-04");

test.beforeEach(async ({ context }) => presetCookieConsent(context));

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

test("a visitor switches to English, searches 'massage', sees Q and US$, buys in quetzales, gets the receipt in English", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.buyer);
  await gotoShell(page, `/cupon/${massage}`);
  await hydrated(page);
  await page.getByRole("link", { name: spanish.nav.otherLanguageLabel }).filter({ visible: true }).first().click();
  await page.waitForURL(`**/en/coupon/${massage}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: english.couponPage.buy })).toBeVisible();
  // The seller wrote no English: the Spanish title, marked as such, canonical to the Spanish page.
  await expect(page.locator("h1")).toHaveAttribute("lang", "es");
  await expect(page.getByTestId("spanish-only").first()).toHaveText(english.couponPage.spanishOnly);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/cupon/${massage}$`));
  // Quetzales, and dollars beside them from the stored rate.
  await expect(page.getByTestId("price").first()).toHaveText(/^Q\d/);
  await expect(page.getByText(/\(≈ US\$\d+\)/).first()).toBeVisible();
  // The choice is remembered in next-intl's cookie.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en");

  // Search in English from the header: the Spanish catalogue's massages.
  await page.goto("/en/search?q=massage");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: /Masaje/ }).first()).toBeVisible();

  // Buy from the English coupon page: the checkout says the charge is in quetzales.
  await gotoShell(page, `/en/coupon/${massage}`);
  await hydrated(page);
  await page.getByRole("button", { name: english.couponPage.buy }).click();
  const cart = page.getByRole("dialog", { name: english.cart.title });
  await expect(cart).toBeVisible();
  await cart.getByRole("button", { name: english.cart.checkout, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: english.checkout.title });
  await expect(dialog.getByTestId("charged-in-quetzales")).toHaveText(english.common.chargedInQuetzales);
  for (const [label, value] of [
    [english.checkout.name, "Ann Lopez"],
    [english.checkout.email, DEMO.buyer],
    [english.checkout.phone, "5555-1234"],
    [english.checkout.city, "Antigua Guatemala"],
    [english.checkout.address, "5a Avenida Norte 12"],
    [english.checkout.cardNumber, APPROVED_CARD],
    [english.checkout.expiryDate, "1229"],
    [english.checkout.cvv, "123"],
    [english.checkout.cardName, "ANN LOPEZ"],
  ] as const)
    await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: /^Pay Q/ }).click();
  // The checkout ends in English too.
  await page.waitForURL((url) => url.pathname === "/en/payment-success");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.purchaseSuccess.title);

  // The receipt, written in the language the order was placed in.
  await expect(async () => {
    await page.goto(`/dev/correo?para=${encodeURIComponent(DEMO.buyer)}`);
    const mail = page.getByTestId("outbox-mail").filter({ hasText: "Hi Ann Lopez," });
    await expect(mail.first()).toContainText(english.receiptEmail.vouchersTitle, { timeout: 500 });
    await expect(mail.first()).toContainText("VAT (12%)");
  }).toPass({ timeout: 20_000 });
});

test("a seller adds an English title and the English page shows it, canonical to itself", async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Vitamin C HydraFacial ${Date.now()}`;
  await signIn(page, DEMO.seller);
  await page.goto(`/vendedor/cupones/${sellersCoupon}/editar`);
  await hydrated(page);
  const edit = page.getByRole("form", { name: "Editar cupón" });
  await edit.getByText(spanish.sellerPanel.form.englishTitle).click();
  await edit.getByLabel(spanish.sellerPanel.form.titleEn).fill(title);
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Cupón actualizado")).toBeVisible();
  // The cached page regenerates in the background: the next visits show the new title.
  await expect(async () => {
    const html = await (await page.request.get(`/en/coupon/${sellersCoupon}`)).text();
    expect(html).toContain(title);
  }).toPass({ timeout: 30_000 });
  await page.goto(`/en/coupon/${sellersCoupon}`);
  await expect(page.locator("h1")).toHaveText(title);
  await expect(page.locator("h1")).not.toHaveAttribute("lang", "es");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/en/coupon/${sellersCoupon}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="es-GT"]')).toHaveAttribute(
    "href",
    new RegExp(`/cupon/${sellersCoupon}$`),
  );
});

test.describe("a browser that asks for English", () => {
  test.use({ locale: "en-US" });

  test("is offered the English page on a Spanish one, never redirected", async ({ page }) => {
    const response = await page.goto(`/cupon/${massage}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/cupon/${massage}`);
    const line = page.getByTestId("language-suggestion");
    await expect(line).toContainText(spanish.nav.englishSuggestion);
    await line.getByRole("link", { name: spanish.nav.englishSuggestionLink }).click();
    await page.waitForURL(`**/en/coupon/${massage}`);
    // Chosen: the Spanish page no longer offers it.
    await page.goto(`/cupon/${massage}`);
    await hydrated(page);
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });
});

const ENGLISH_PAGES = [
  "/en",
  "/en/search",
  "/en/search?q=massage",
  "/en/category/restaurantes",
  `/en/coupon/${massage}`,
  "/en/business/ixchel-spa-temazcal",
  "/en/deals/flash",
  "/en/deals/last-hours",
  "/en/last-minute",
  "/en/popular",
  "/en/most-viewed",
  "/en/new",
  "/en/restaurants",
  "/en/experiences",
  "/en/travel",
  "/en/community",
  "/en/businesses",
  "/en/about",
  "/en/how-it-works",
  "/en/for-businesses",
  "/en/help",
  "/en/terms",
  "/en/privacy",
  "/en/cookies",
];

test("every public page answers in English, with no Spanish interface string", async ({ page }) => {
  test.setTimeout(180_000);
  const spanishStrings = spanishInterfaceStrings();
  expect(spanishStrings.length).toBeGreaterThan(500);
  for (const path of ENGLISH_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "en");
    await hydrated(page);
    expect(await spanishStringsOn(page, spanishStrings), path).toEqual([]);
  }
});

test("the sitemap's hreflang pairs are reciprocal, and each page's head says the same", async ({ page, request }) => {
  test.setTimeout(180_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries(
      [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!]),
    ),
  }));
  const byLoc = new Map(entries.map((e) => [e.loc, e]));
  const paired = entries.filter((e) => Object.keys(e.alternates).length > 0);
  expect(paired.length).toBeGreaterThan(40);
  for (const entry of paired) {
    expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual(["en", "es-GT", "x-default"]);
    expect(Object.values(entry.alternates), entry.loc).toContain(entry.loc);
    // Both directions: each alternate is listed too, naming the same pair.
    for (const href of [entry.alternates.en!, entry.alternates["es-GT"]!])
      expect(byLoc.get(href)?.alternates, `${entry.loc} -> ${href}`).toEqual(entry.alternates);
  }
  // A sample of pages: their head carries the sitemap's pair and a canonical of their own.
  const sample = paired.filter((e) => e.loc.includes("/en")).slice(0, 12);
  for (const entry of sample) {
    const path = new URL(entry.loc).pathname;
    await page.goto(path);
    for (const [lang, href] of Object.entries(entry.alternates))
      await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`), path).toHaveAttribute(
        "href",
        href.replace(/\/$/, ""),
      );
    await expect(page.locator('head link[rel="canonical"]'), path).toHaveAttribute("href", entry.loc);
    await expect(page.locator('head meta[property="og:locale"]'), path).toHaveAttribute("content", "en_US");
  }
});

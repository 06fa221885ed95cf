// Issue 46: the counter with a real camera path. Chromium's fake camera plays a video made here
// from a voucher's QR (the link every QR now carries); the scanner decodes it with ZXing's
// WebAssembly build (Chromium on Linux has no native QR BarcodeDetector), the seller sees the
// confirm card and redeems; a second scan says it was already redeemed; another business's voucher
// is refused; a refused camera says how to allow it. The voucher's public link tells a stranger
// only the state and takes a member to the confirm card.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, test, type Browser, type Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { voucherQrPayload } from "@/lib/domain/voucher-link";
import { DEMO, signIn, signUp, uniqueEmail } from "./helpers/auth";
import { fillCheckout, openCheckout, payButton } from "./helpers/checkout";
import { gotoShell, presetCookieConsent } from "./helpers/shell";
import { writeQrY4m } from "./helpers/y4m";

const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const running = buildSeedCoupons().filter((c) => c.endsInHours > 48 && c.remaining > 20);
const OWN = running.filter((c) => demoSlugs.has(c.businessSlug)).at(-4)!;
const FOREIGN = running.filter((c) => !demoSlugs.has(c.businessSlug)).at(-5)!;
const PASSWORD = "clave-segura";

let dir: string;
const codes: { own: string; foreign: string } = { own: "", foreign: "" };

/** One voucher of `couponKey` bought by the signed-in `page` through the real checkout; its code. */
async function buy(page: Page, email: string, couponKey: string, title: string): Promise<string> {
  await gotoShell(page, `/cupon/${seedId("coupon", couponKey)}`);
  await page.getByRole("button", { name: "Comprar este cupón" }).click();
  await openCheckout(page);
  await payButton(await fillCheckout(page, { name: "Rosa Tzul", email })).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");
  await gotoShell(page, "/mis-cupones");
  const code = await page.getByTestId("voucher").filter({ hasText: title }).getByTestId("voucher-code").textContent();
  return code!.replaceAll("-", "");
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  dir = mkdtempSync(join(tmpdir(), "cupongt-camera-"));
  const context = await browser.newContext();
  await presetCookieConsent(context);
  const page = await context.newPage();
  const email = uniqueEmail("contador");
  await signUp(page, { firstName: "Rosa", lastName: "Tzul", email, password: PASSWORD });
  await signIn(page, email, PASSWORD);
  codes.own = await buy(page, email, OWN.key, OWN.title);
  codes.foreign = await buy(page, email, FOREIGN.key, FOREIGN.title);
  await context.close();
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A browser whose camera shows `text`'s QR, or (null) one that refuses the camera. */
async function cameraBrowser(text: string | null): Promise<Browser> {
  const base = test.info().project.use.launchOptions ?? {};
  const camera = text === null ? ["--deny-permission-prompts"] : ["--use-fake-ui-for-media-stream"];
  if (text !== null) {
    const file = join(dir, `${Math.random().toString(36).slice(2)}.y4m`);
    writeQrY4m(file, text);
    camera.push(`--use-file-for-fake-video-capture=${file}`);
  }
  return chromium.launch({ ...base, args: [...(base.args ?? []), "--use-fake-device-for-media-stream", ...camera] });
}

async function counterAs(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await presetCookieConsent(context);
  const page = await context.newPage();
  await signIn(page, email);
  await gotoShell(page, "/vendedor/canjear");
  return page;
}

test("a cashier scans, confirms and redeems; a second scan says it was already redeemed", async ({ baseURL }) => {
  test.setTimeout(90_000);
  const browser = await cameraBrowser(voucherQrPayload(baseURL!, codes.own));
  try {
    const page = await counterAs(browser, baseURL!, DEMO.seller);
    const started = Date.now();
    await page.getByRole("button", { name: "Escanear código" }).click();
    const card = page.getByTestId("confirm-card");
    await expect(card).toHaveAttribute("data-state", "valido", { timeout: 20_000 });
    console.log(`counter: scan to confirm card ${Date.now() - started} ms (camera start and decoder load included)`);
    await expect(card).toContainText(OWN.title);
    await expect(card.getByTestId("card-buyer")).toHaveText("Rosa T.");
    await expect(page.getByTestId("scanner-status")).toHaveText("");
    await page.getByRole("button", { name: "Canjear", exact: true }).click();
    await expect(page.getByTestId("counter-outcome")).toHaveText(`Cupón canjeado: ${OWN.title}`);
    await expect(card).toBeHidden();

    // The same voucher again: the card says when and by whom, and offers no "Canjear".
    await page.getByRole("button", { name: "Escanear código" }).click();
    await expect(card).toHaveAttribute("data-state", "canjeado", { timeout: 15_000 });
    await expect(card.getByTestId("card-redeemed-by")).toContainText("Canjeado el");
    await expect(page.getByRole("button", { name: "Canjear", exact: true })).toHaveCount(0);

    // The record: the redemption with its masked code, in the CSV too, and undone by the owner.
    await gotoShell(page, `/vendedor/canjes?negocio=${seedId("business", OWN.businessSlug)}`);
    const masked = `••••${codes.own.slice(-4)}`;
    const row = page.getByTestId("redemption-row").filter({ hasText: masked });
    await expect(row).toContainText(OWN.title);
    const csv = await page.request.get((await page.getByTestId("redemptions-csv").getAttribute("href"))!);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain(masked);
    expect(text).toContain(OWN.title.replaceAll('"', '""'));
    await row.getByRole("button", { name: "Deshacer" }).click();
    await row.getByRole("button", { name: "Sí, deshacer" }).click();
    await expect(row.getByTestId("redemption-state")).toContainText("Deshecho el");
  } finally {
    await browser.close();
  }
});

test("a voucher of another business is refused", async ({ baseURL }) => {
  test.setTimeout(90_000);
  const browser = await cameraBrowser(voucherQrPayload(baseURL!, codes.foreign));
  try {
    const page = await counterAs(browser, baseURL!, DEMO.seller);
    await page.getByRole("button", { name: "Escanear código" }).click();
    await expect(page.getByTestId("counter-outcome")).toHaveText("Este cupón no es de este negocio.", {
      timeout: 20_000,
    });
    await expect(page.getByTestId("confirm-card")).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

test("a refused camera says how to allow it, and typing the code still works", async ({ baseURL }) => {
  test.setTimeout(90_000);
  const browser = await cameraBrowser(null);
  try {
    const page = await counterAs(browser, baseURL!, DEMO.seller);
    await page.getByRole("button", { name: "Escanear código" }).click();
    await expect(page.getByTestId("camera-problem")).toContainText("No tenemos permiso para usar la cámara");
    await page.getByLabel("O escribe el código del cupón").fill(codes.foreign.toLowerCase());
    await page.getByRole("button", { name: "Buscar cupón" }).click();
    await expect(page.getByTestId("counter-outcome")).toHaveText("Este cupón no es de este negocio.");
    // Offline, nothing is sent: the counter says the redemption needs the internet.
    await page.context().setOffline(true);
    await expect(page.getByTestId("offline")).toHaveText("Sin conexión: el canje necesita internet");
    await expect(page.getByRole("button", { name: "Escanear código" })).toBeDisabled();
  } finally {
    await browser.close();
  }
});

test("the voucher's link: a stranger sees only its state, the business lands on the confirm card", async ({
  browser,
  baseURL,
}) => {
  const link = `/v/${codes.foreign}`;
  const stranger = await browser.newContext({ baseURL });
  const page = await stranger.newPage();
  await gotoShell(page, link);
  await expect(page.getByTestId("voucher-public-state")).toHaveText("Válido: se puede canjear en el negocio.");
  await expect(page.locator("main")).not.toContainText("Rosa");
  await expect(page.locator("main")).not.toContainText(FOREIGN.title);
  await stranger.close();

  // The foreign voucher's business is not the demo seller's: the seller too sees only the state.
  const seller = await browser.newContext({ baseURL });
  await presetCookieConsent(seller);
  const sellerPage = await seller.newPage();
  await signIn(sellerPage, DEMO.seller);
  await gotoShell(sellerPage, link);
  await expect(sellerPage.getByTestId("voucher-public-state")).toBeVisible();
  await gotoShell(sellerPage, `/v/${codes.own.slice(0, 4)}-${codes.own.slice(4)}`);
  await expect(sellerPage).toHaveURL(new RegExp(`/vendedor/canjear\\?codigo=${codes.own}$`));
  await expect(sellerPage.getByTestId("confirm-card")).toContainText(OWN.title);
  await seller.close();
});

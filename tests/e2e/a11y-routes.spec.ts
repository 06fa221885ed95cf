// Issue 50 item 8: axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every page route, signed out
// and as the buyer, the seller and the operator, and inside the cart, the checkout dialog, the
// mobile drawers, the gift dialog and the two cancel dialogs (the refund's and the operator's FEL
// cancellation): no serious or critical violation. One page per visitor, one scan per URL; a URL
// that lands where this visitor already scanned (a sign-in redirect) is not scanned twice.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { seedId } from "@/lib/db/seed/ids";
import { open, report, scan, scanUrls, SCAN_COUPON, unscanned, type Finding } from "./helpers/a11y";
import { DEMO, signIn } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, openCheckout, payButton } from "./helpers/checkout";
import { MOBILE_VIEWPORT, presetCookieConsent } from "./helpers/shell";

test.describe.configure({ mode: "parallel" });

const OPERATOR = "operador@cupongt.test";
const DIALOG = "[role='dialog'], [role='alertdialog']";

async function visitor(browser: Browser, email?: string): Promise<Page> {
  const context = await browser.newContext();
  await presetCookieConsent(context);
  const page = await context.newPage();
  if (email) await signIn(page, email);
  return page;
}

/** Scans each URL once per landing path; returns the findings. */
async function scanAll(page: Page, who: string, urls: string[]): Promise<Finding[]> {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const url of urls) {
    const t0 = Date.now();
    const landed = await open(page, url);
    const t1 = Date.now();
    if (seen.has(landed)) continue;
    seen.add(landed);
    findings.push(...(await scan(page, `${who} ${url}${landed === url ? "" : ` -> ${landed}`}`)));
    if (process.env.A11Y_TIMING) console.log(`TIMING ${who} ${url} open=${t1 - t0} axe=${Date.now() - t1}`);
  }
  return findings;
}

/** Opens a dialog with `trigger`, scans it, closes it with Escape. */
async function scanDialog(page: Page, where: string, trigger: () => Promise<unknown>, name: string | RegExp) {
  await trigger();
  const dialog = page.getByRole("dialog", { name }).or(page.getByRole("alertdialog", { name }));
  await expect(dialog).toBeVisible();
  const findings = await scan(page, where, DIALOG);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return findings;
}

test("every page route falls to some visitor", () => {
  expect(unscanned()).toEqual([]);
});

const inEnglish = (url: string) => url === "/en" || url.startsWith("/en/");

// Thirds of the signed-out routes, so that no test runs for minutes on its own (the spec runs its
// tests in parallel).
for (const third of [1, 2])
  test(`signed out: every public route, part ${third} of 3`, async ({ browser }) => {
    test.setTimeout(Number(process.env.A11Y_TIMEOUT ?? 240_000));
    const page = await visitor(browser);
    const findings = await scanAll(
      page,
      "anónimo",
      scanUrls("anon").filter((_, i) => i % 3 === third),
    );
    expect(findings, report(findings)).toEqual([]);
  });

test("signed out: every public route, part 3 of 3, the cart and the mobile drawers", async ({ browser }) => {
  test.setTimeout(Number(process.env.A11Y_TIMEOUT ?? 240_000));
  const page = await visitor(browser);
  const findings = await scanAll(
    page,
    "anónimo",
    scanUrls("anon").filter((_, i) => i % 3 === 0),
  );

  await open(page, "/");
  findings.push(...(await scanDialog(page, "anónimo / carrito", () => openCart(page), "Tu carrito")));
  await page.setViewportSize(MOBILE_VIEWPORT);
  await open(page, "/");
  findings.push(...(await scan(page, "anónimo / (móvil)")));
  const button = (name: string | RegExp) => () =>
    page.getByRole("button", { name }).filter({ visible: true }).first().click();
  for (const [trigger, dialog] of [
    ["Abrir búsqueda", "Buscar cupones"],
    ["Abrir menú", "Menú"],
    ["Ver categorías", "Categorías"],
    [/Promociones/, "Promociones"],
  ] as const) {
    findings.push(...(await scanDialog(page, `anónimo / (móvil) ${dialog}`, button(trigger), dialog)));
  }
  expect(findings, report(findings)).toEqual([]);
});

test("the buyer: a purchase (cart, checkout), every session route, the gift and refund dialogs", async ({
  browser,
}) => {
  test.setTimeout(Number(process.env.A11Y_TIMEOUT ?? 240_000));
  const page = await visitor(browser, DEMO.buyer);
  const findings: Finding[] = [];
  await open(page, `/cupon/${seedId("coupon", SCAN_COUPON.key)}`);
  await addFromCouponPage(page);
  await openCart(page);
  findings.push(...(await scan(page, "comprador carrito", DIALOG)));
  const checkout = await openCheckout(page);
  await fillCheckout(page, { name: "Ana López", email: DEMO.buyer });
  findings.push(...(await scan(page, "comprador checkout", DIALOG)));
  await payButton(checkout).click();
  await page.waitForURL((url) => url.pathname === "/pago-exitoso");

  await open(page, "/mis-compras");
  const order = (await page.locator("a[href^='/mis-compras/']").first().getAttribute("href"))!.split("/").pop();
  findings.push(
    ...(await scanAll(
      page,
      "comprador",
      scanUrls("buyer", order).filter((u) => !inEnglish(u)),
    )),
  );

  await open(page, "/mis-cupones");
  const voucher = page.getByTestId("voucher").filter({ hasText: SCAN_COUPON.title }).first();
  findings.push(
    ...(await scanDialog(
      page,
      "comprador /mis-cupones regalo",
      () => voucher.getByRole("button", { name: "Regalar" }).click(),
      "Regalar este cupón",
    )),
    ...(await scanDialog(
      page,
      "comprador /mis-cupones reembolso",
      () => voucher.getByRole("button", { name: "Solicitar reembolso" }).click(),
      "¿Solicitar el reembolso de este cupón?",
    )),
  );
  expect(findings, report(findings)).toEqual([]);
});

test("the buyer in English: every session route", async ({ browser }) => {
  test.setTimeout(Number(process.env.A11Y_TIMEOUT ?? 240_000));
  const page = await visitor(browser, DEMO.buyer);
  // A receipt of theirs when they have one (the purchase test above runs beside this one), else
  // the receipt page's answer to an order that is not theirs.
  await open(page, "/mis-compras");
  const link = page.locator("a[href^='/mis-compras/']").first();
  const order = (await link.count()) > 0 ? (await link.getAttribute("href"))!.split("/").pop() : undefined;
  const findings = await scanAll(page, "buyer", scanUrls("buyer", order).filter(inEnglish));
  expect(findings, report(findings)).toEqual([]);
});

for (const english of [false, true])
  test(`the seller: every session route${english ? " in English" : ""}`, async ({ browser }) => {
    test.setTimeout(Number(process.env.A11Y_TIMEOUT ?? 240_000));
    const page = await visitor(browser, DEMO.seller);
    const urls = scanUrls("seller").filter((u) => inEnglish(u) === english);
    const findings = await scanAll(page, english ? "seller" : "vendedor", urls);
    expect(findings, report(findings)).toEqual([]);
  });

test("the operator: every session route and the FEL cancel dialog", async ({ browser }) => {
  test.setTimeout(Number(process.env.A11Y_TIMEOUT ?? 240_000));
  const page = await visitor(browser, OPERATOR);
  const findings = await scanAll(page, "operador", scanUrls("operator"));
  await open(page, "/admin/facturas");
  const name = "Anular un documento de cualquier negocio";
  findings.push(
    ...(await scanDialog(
      page,
      "operador /admin/facturas anular",
      () => page.getByRole("button", { name }).click(),
      name,
    )),
  );
  expect(findings, report(findings)).toEqual([]);
});

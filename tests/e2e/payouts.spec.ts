// Issue 33, a business gets paid: its owner adds the bank account (shown masked afterwards, the
// change mailed), a buyer's purchase passes its refund window, the payout run pays it into that
// account, the operator downloads the bank batch and marks the payout sent then paid, and the
// seller sees it paid on /vendedor/pagos with its lines. The days in between are the server's
// test hook (helpers/db-hook.mjs): it sets the order's payment 8 days back (the 7-day refund window
// is closed), the account's change 49 hours back (the 48-hour hold is over), and runs the release
// job and the payout run for a day of this test's own, as the scheduled jobs would.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { formatQuetzales } from "@/lib/domain/money";
import { commissionCents, DEFAULT_COMMISSION_RATE } from "@/lib/ledger/rules/statement";
import { DEMO, signIn, uniqueEmail } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, payButton } from "./helpers/checkout";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

const HOOK = `http://127.0.0.1:${process.env.E2E_SIMULATED_HOOK_PORT ?? "3103"}`;
const OPERATOR = "operador@cupongt.test";
// A well-stocked coupon of a demo business that no other spec buys (they take the pool's last five).
const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const coupon = buildSeedCoupons().filter(
  (c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20 && c.discountPriceCents >= 20_000,
)[0]!;
const businessId = seedId("business", coupon.businessSlug);
const netCents = coupon.discountPriceCents - commissionCents(coupon.discountPriceCents, 0, DEFAULT_COMMISSION_RATE);

async function hook(path: string): Promise<Record<string, string>> {
  const response = await fetch(`${HOOK}${path}`, { method: "POST" });
  expect(response.status, `test hook ${path}`).toBe(200);
  return (await response.json()) as Record<string, string>;
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await presetCookieConsent(context);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** The newest outbox mail to `to` containing `text`, within seconds (the job worker sends it). */
async function mailed(page: Page, to: string, text: string): Promise<string> {
  let body = "";
  await expect(async () => {
    await page.goto(`/dev/correo?para=${encodeURIComponent(to)}`);
    const mail = page.getByTestId("outbox-mail").filter({ hasText: text });
    await expect(mail.first()).toBeVisible({ timeout: 500 });
    body = (await mail.first().textContent()) ?? "";
  }).toPass({ timeout: 15_000 });
  return body;
}

test("an owner's account, a sale past its refund window, the run, the operator's payment, the seller's page", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // 1. The owner adds the bank account: masked afterwards, the change mailed, payouts on hold.
  const number = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
  const last4 = number.slice(-4);
  const owner = await signedIn(browser, DEMO.seller);
  await owner.goto(`/negocio/${businessId}/editar#cuenta-bancaria`);
  await expect(owner.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = owner.getByTestId("bank-account-form");
  await form.getByLabel("Banco", { exact: true }).selectOption("industrial");
  await form.getByLabel("Monetaria").check();
  await form.getByLabel("Número de cuenta").fill(number);
  await form.getByLabel("Nombre del titular").fill("Belle Piel, S.A.");
  await form.getByLabel("NIT del titular").fill("1234567-9");
  await form.getByRole("button", { name: /cuenta bancaria$/ }).click();
  await expect(owner.getByText("Cuenta bancaria guardada").first()).toBeVisible();
  await expect(owner.getByTestId("bank-account-masked")).toHaveText(`****${last4}`);
  await expect(owner.getByTestId("bank-account-hold")).toBeVisible();
  await owner.reload();
  await expect(owner.getByTestId("bank-account-masked")).toHaveText(`****${last4}`);
  expect(await owner.content()).not.toContain(number);
  const changeMail = await mailed(owner, DEMO.seller, `****${last4}`);
  expect(changeMail).toContain("Cambió la cuenta bancaria");
  // Back from the outbox: the panel says the change waits for the e-mail's confirmation.
  await owner.goto(`/negocio/${businessId}/editar#cuenta-bancaria`);
  await expect(owner.getByTestId("bank-account-unconfirmed")).toBeVisible();
  // The owner confirms the change from the e-mail's link (signed in; no payout goes to it before).
  const link = /\/vendedor\/confirmar-cuenta\?token=[\w-]{43}&negocio=[\w-]{36}/.exec(changeMail);
  expect(link).not.toBeNull();
  await owner.goto(link![0]);
  await expect(owner.locator("html")).toHaveAttribute("data-hydrated", "true");
  await owner.getByTestId("confirm-bank-account").click();
  await expect(owner.getByText("Cuenta bancaria confirmada")).toBeVisible();

  // 2. A buyer buys one unit of the business's coupon.
  const contact = uniqueEmail("pagos");
  const buyer = await signedIn(browser, DEMO.buyer);
  await gotoShell(buyer, `/cupon/${seedId("coupon", coupon.key)}`);
  await addFromCouponPage(buyer);
  await openCart(buyer);
  await buyer.getByRole("dialog", { name: "Tu carrito" }).getByRole("button", { name: "Pagar", exact: true }).click();
  await payButton(await fillCheckout(buyer, { name: "Rosa Tum", email: contact })).click();
  await buyer.waitForURL((url) => url.pathname === "/pago-exitoso");

  // 3. Eight days later its refund window is closed, the account is past its hold; the run pays.
  expect((await hook(`/refund-window/${encodeURIComponent(contact)}/close`)).id).toBeTruthy();
  expect((await hook(`/bank-accounts/${businessId}/age`)).business_id).toBe(businessId);
  const day = new Date(Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 20_000) * 86_400_000);
  const state = await (await fetch(`${HOOK}/businesses/${businessId}/payout-state`)).text();
  const payout = await hook(`/payouts/run/${day.toISOString().slice(0, 10)}`).catch((e: Error) => {
    throw new Error(`${e.message}\nbefore the run: ${state}`);
  });
  expect(payout.business_id).toBe(businessId);
  const amount = formatQuetzales(Math.round(Number(payout.amount) * 100));

  // 4. The operator's bank batch carries the account in full; the payout is sent, then paid.
  const operator = await signedIn(browser, OPERATOR);
  const batch = await (await operator.request.get("/admin/pagos-a-negocios/csv")).text();
  const line = batch.split("\r\n").find((l) => l.startsWith(payout.id!));
  expect(line).toContain(`,Banco Industrial,monetaria,${number},"Belle Piel, S.A.",12345679`);
  await operator.goto("/admin/pagos-a-negocios");
  await expect(operator.locator("html")).toHaveAttribute("data-hydrated", "true");
  const row = operator.getByTestId(`payout-${payout.id}`);
  await expect(row).toContainText(amount);
  await row.getByRole("button", { name: "Marcar enviado" }).click();
  await expect(operator.getByText("Pago marcado como enviado.").first()).toBeVisible();
  await expect(row).toContainText("Enviado");
  const reference = `BI-${Date.now().toString(36).toUpperCase()}`;
  await row.getByLabel("Referencia del banco o motivo del fallo").fill(reference);
  await row.getByRole("button", { name: "Marcar pagado" }).click();
  await expect(row).toContainText("Pagado");
  await expect(row).toContainText(reference);

  // 5. The seller sees it paid, with its lines (this sale's among them), and the e-mail says so.
  await owner.goto(`/vendedor/pagos?negocio=${businessId}`);
  const mine = owner.getByTestId(`seller-payout-${payout.id}`);
  await expect(mine.getByTestId("payout-state")).toHaveText("Pagado");
  await expect(mine).toContainText(amount);
  await expect(mine).toContainText(`Referencia ${reference}`);
  await mine.locator("summary").click();
  const lines = mine.getByTestId("payout-line");
  await expect(lines.first()).toBeVisible();
  await expect(lines.filter({ hasText: formatQuetzales(netCents) }).first()).toBeVisible();
  expect(await mailed(owner, DEMO.seller, reference)).toContain(`Te pagamos ${amount}`);
});

test("a manager and an editor of a business see no bank account on its edit page", async ({ browser }) => {
  // The demo manager and editor work for the demo seller's first business (lib/db/seed).
  const first = SEED_BUSINESSES.find((b) => b.ownedByDemoSeller)!;
  for (const email of [DEMO.manager, DEMO.editor]) {
    const page = await signedIn(browser, email);
    await page.goto(`/negocio/${seedId("business", first.slug)}/editar`);
    await expect(page.locator("#facturacion")).toBeVisible();
    await expect(page.locator("#cuenta-bancaria")).toHaveCount(0);
    await expect(page.getByText("Cuenta bancaria para pagos")).toHaveCount(0);
  }
});

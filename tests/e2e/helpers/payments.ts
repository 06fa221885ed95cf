// The provider flow's pieces for the "payments" project (playwright.config.ts): the server in
// provider mode, the local Recurrente stand-in it pays through (scripts/e2e-payments-server.mjs),
// and that server's test hook (helpers/db-hook.mjs) for stock counters and a reservation's end.
import { expect, type Locator, type Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { formatQuetzales, ivaCents } from "@/lib/domain/money";
import { SANDBOX_DEFAULTS } from "@/lib/payments/sandbox/server";
import { signIn, signUp, uniqueEmail } from "./auth";
import { addFromCouponPage, openCart } from "./checkout";
import { gotoShell } from "./shell";

/** The payments server's METRICS_TOKEN (scripts/e2e-payments-server.mjs). */
export const METRICS_TOKEN = process.env.METRICS_TOKEN || "e2e-metrics-token-0123456789";
export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? "4110"}`;
const HOOK_URL = `http://127.0.0.1:${process.env.E2E_HOOK_PORT ?? "3102"}`;

/** Long-running, well-stocked coupons of the demo seller's businesses; each spec takes its own. */
const demoSlugs = new Set(SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug));
const pool = buildSeedCoupons().filter((c) => demoSlugs.has(c.businessSlug) && c.endsInHours > 48 && c.remaining > 20);
export function seedCoupon(index: number): {
  id: string;
  title: string;
  path: string;
  priceCents: number;
  totalCents: number;
} {
  const coupon = pool.at(-1 - index);
  if (!coupon) throw new Error(`the seed has no suitable coupon number ${index}`);
  const id = seedId("coupon", coupon.key);
  // One unit, IVA included: what the dialog would show.
  const totalCents = coupon.discountPriceCents + ivaCents(coupon.discountPriceCents);
  return { id, title: coupon.title, path: `/cupon/${id}`, priceCents: coupon.discountPriceCents, totalCents };
}

export interface Stock {
  total_stock: number;
  remaining: number;
  reserved: number;
  sold: number;
}

/** The coupon's counters as the provider-mode server's database holds them now. */
export async function stockOf(couponId: string): Promise<Stock> {
  const response = await fetch(`${HOOK_URL}/coupons/${couponId}`);
  expect(response.status, "test hook: coupon").toBe(200);
  return (await response.json()) as Stock;
}

export async function orderRow(orderId: string): Promise<{ status: string; reserved_until: string }> {
  const response = await fetch(`${HOOK_URL}/orders/${orderId}`);
  expect(response.status, "test hook: order").toBe(200);
  return (await response.json()) as { status: string; reserved_until: string };
}

/** Ends a pending order's reservation now, as its 15 minutes would; the server's job releases it. */
export async function expireReservation(orderId: string): Promise<void> {
  const response = await fetch(`${HOOK_URL}/orders/${orderId}/expire`, { method: "POST" });
  expect(response.status, "test hook: the order was pending").toBe(200);
}

/** A shopper of this test only (their own cart, vouchers and mails), signed in. */
export async function newShopper(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await signUp(page, { firstName: "Ana", lastName: "López", email, password: "clave-segura" });
  await signIn(page, email, "clave-segura");
  return email;
}

/**
 * One unit of the coupon in the cart, the checkout dialog filled (provider mode has no card
 * fields), and 'Continuar al pago Q…' pressed: answers on the sandbox's hosted page.
 */
export async function checkoutToHostedPage(
  page: Page,
  coupon: { path: string; title: string; priceCents: number },
  email: string,
): Promise<string> {
  await gotoShell(page, coupon.path);
  await addFromCouponPage(page);
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Pagar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Finalizar compra" });
  for (const [label, value] of [
    ["Nombre completo", "Ana López"],
    ["Correo electrónico", email],
    ["Teléfono", "5555-1234"],
    ["Ciudad", "Guatemala"],
    ["Dirección", "6a Avenida 10-20, Zona 1"],
  ] as const)
    await dialog.getByLabel(label).fill(value);
  // The provider's page takes the card: none of its fields is on ours.
  await expect(dialog.getByLabel("Número de tarjeta")).toHaveCount(0);
  await expect(dialog.getByLabel("CVV")).toHaveCount(0);
  // What is being bought, before leaving for the provider's page (issue 50): the line, and CF.
  const line = dialog.getByTestId("checkout-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("checkout-line-title")).toHaveText(coupon.title);
  await expect(line.getByTestId("checkout-line-detail")).toHaveText(`1 × ${formatQuetzales(coupon.priceCents)}`);
  await expect(line.getByTestId("checkout-line-total")).toHaveText(formatQuetzales(coupon.priceCents));
  await expect(dialog.getByTestId("checkout-receptor")).toHaveText("Factura a: Consumidor final (CF)");
  await dialog.getByRole("button", { name: /^Continuar al pago Q/ }).click();
  await page.waitForURL((url) => url.origin === SANDBOX_URL && url.pathname.startsWith("/checkout-session/"));
  await expect(page.getByRole("heading", { name: "Completa tu pago" })).toBeVisible();
  return new URL(page.url()).pathname.split("/")[2]!;
}

/** Our order id, as the provider keeps it in the checkout's metadata (the stand-in's API, its test keys). */
export async function orderOfCheckout(checkoutId: string): Promise<string> {
  const response = await fetch(`${SANDBOX_URL}/api/checkouts/${checkoutId}`, {
    headers: { "X-PUBLIC-KEY": SANDBOX_DEFAULTS.publicKey, "X-SECRET-KEY": SANDBOX_DEFAULTS.secretKey },
  });
  expect(response.status, "sandbox: checkout").toBe(200);
  const checkout = (await response.json()) as { metadata: { order_id?: string } };
  expect(checkout.metadata.order_id).toMatch(/^[0-9a-f-]{36}$/);
  return checkout.metadata.order_id!;
}

/** On the hosted page: pays (or tries to) with a test card. */
export async function payOnHostedPage(page: Page, card: string): Promise<void> {
  await page.getByLabel("Número de tarjeta").fill(card);
  await page.getByLabel("Vencimiento (MM/AA)").fill("12/29");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: /^Pagar Q/ }).click();
}

/** The return page (/pago/:id) once its state is `state`; answers the order id. */
export async function returnPageIn(
  page: Page,
  state: string,
  timeout = 30_000,
): Promise<{ orderId: string; wrapper: Locator }> {
  await page.waitForURL((url) => /^\/pago\/[0-9a-f-]{36}$/.test(url.pathname));
  const orderId = new URL(page.url()).pathname.split("/")[2]!;
  const wrapper = page.locator("[data-payment-state]");
  await expect(wrapper).toHaveAttribute("data-payment-state", state, { timeout });
  return { orderId, wrapper };
}

/** The receipt mailed to `email` (the outbox at /dev/correo): its text, once it arrived. */
export async function receiptText(page: Page, email: string, title: string): Promise<string> {
  let text = "";
  await expect(async () => {
    await page.goto(`/dev/correo?para=${encodeURIComponent(email)}`);
    const mail = page.getByTestId("outbox-mail").filter({ hasText: /Pedido: [0-9A-F]{8}/ });
    await expect(mail).toHaveCount(1, { timeout: 1000 });
    text = (await mail.textContent()) ?? "";
  }).toPass({ timeout: 20_000 });
  expect(text).toContain(title);
  return text;
}

/** The vouchers of `title` in /mis-cupones, and their codes as the receipt names them. */
export async function expectVouchers(page: Page, title: string, count: number, receipt: string): Promise<void> {
  await gotoShell(page, "/mis-cupones");
  const vouchers = page.getByTestId("voucher").filter({ hasText: title });
  await expect(vouchers).toHaveCount(count);
  const codes = [...receipt.matchAll(/Código: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/g)].map((m) => m[1]!);
  expect(codes).toHaveLength(count);
  for (const code of codes) await expect(vouchers.getByTestId("voucher-code").filter({ hasText: code })).toHaveCount(1);
}

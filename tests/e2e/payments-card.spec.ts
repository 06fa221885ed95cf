// The provider flow with a card (issue 32): the checkout dialog in provider mode sends the shopper
// to the provider's hosted page (the local Recurrente stand-in), the test card pays there, the
// signed webhook and the job queue confirm the order, and the shopper comes back to the return page
// paid, with the vouchers in /mis-cupones and the receipt in the mail.
import { expect, test } from "@playwright/test";
import { openCart } from "./helpers/checkout";
import {
  checkoutToHostedPage,
  expectVouchers,
  METRICS_TOKEN,
  newShopper,
  orderRow,
  payOnHostedPage,
  receiptText,
  returnPageIn,
  seedCoupon,
  stockOf,
} from "./helpers/payments";
import { presetCookieConsent } from "./helpers/shell";

const coupon = seedCoupon(0);

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("pay with the test card on the hosted page: paid, vouchers, receipt, stock sold", async ({ page }) => {
  test.setTimeout(90_000);
  const email = await newShopper(page, "pay-card");
  const before = await stockOf(coupon.id);

  await checkoutToHostedPage(page, coupon, email);
  // Reserved while the shopper is on the provider's page.
  expect(await stockOf(coupon.id)).toMatchObject({ remaining: before.remaining - 1, reserved: before.reserved + 1 });

  await payOnHostedPage(page, "4242 4242 4242 4242");
  const { orderId, wrapper } = await returnPageIn(page, "paid");
  await expect(wrapper.getByRole("link", { name: "Ver mis cupones" })).toBeVisible();
  expect((await orderRow(orderId)).status).toBe("paid");
  expect(await stockOf(coupon.id)).toMatchObject({
    remaining: before.remaining - 1,
    reserved: before.reserved,
    sold: before.sold + 1,
  });

  // Paid: the cart was emptied.
  const cart = await openCart(page);
  await expect(cart.getByText(coupon.title)).toHaveCount(0);

  const receipt = await receiptText(page, email, coupon.title);
  expect(receipt).toContain(`Pedido: ${orderId.slice(0, 8).toUpperCase()}`);
  await expectVouchers(page, coupon.title, 1, receipt);
});

test("/api/metrics: 401 without the token; with it, the sale's payment and webhook series", async ({ request }) => {
  test.setTimeout(90_000);
  const anonymous = await request.get("/api/metrics");
  expect(anonymous.status()).toBe(401);
  expect(
    (await request.get("/api/metrics", { headers: { Authorization: "Bearer wrong-token-0123456789" } })).status(),
  ).toBe(401);
  // The card test above (or any sale of this run) paid through the webhook: its series are there.
  await expect
    .poll(async () => {
      const answer = await request.get("/api/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toContain("text/plain");
      return answer.text();
    })
    .toMatch(/cupongt_payments_total\{[^}]*event="paid"[^}]*\} [1-9]/);
  const text = await (
    await request.get("/api/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  expect(text).toMatch(/cupongt_webhooks_total\{[^}]*outcome="accepted"[^}]*\} [1-9]/);
  expect(text).toMatch(/cupongt_http_request_duration_seconds_count\{[^}]*group="[^"]+"/);
  expect(text).toContain("cupongt_jobs_due");
});

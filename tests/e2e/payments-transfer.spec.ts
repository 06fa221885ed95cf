// The provider flow by bank transfer (issue 32): the shopper chooses a transfer on the hosted page,
// the return page says the payment waits for it until its deadline (the stock stays held), the
// transfer is confirmed on the stand-in's operator page, and the signed webhook pays the order:
// vouchers and the receipt.
import { expect, test } from "@playwright/test";
import { HOLD_LIMIT_DEFAULTS } from "@/lib/payments/rules/hold-limits";
import {
  checkoutToHostedPage,
  expectVouchers,
  newShopper,
  orderRow,
  receiptText,
  returnPageIn,
  SANDBOX_URL,
  seedCoupon,
  stockOf,
} from "./helpers/payments";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

const coupon = seedCoupon(2);

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("a bank transfer: pending until its deadline, confirmed by webhook, then vouchers and mail", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = await newShopper(page, "pay-transfer");
  const before = await stockOf(coupon.id);

  await checkoutToHostedPage(page, coupon, email);
  await page.getByRole("button", { name: "Pagar con transferencia bancaria" }).click();
  await expect(page.getByRole("heading", { name: "Transferencia bancaria pendiente" })).toBeVisible();
  await page.getByRole("link", { name: "Volver a la tienda" }).click();

  const { orderId, wrapper } = await returnPageIn(page, "transfer");
  // The deadline is stated (the provider's: a day from now, in Guatemala's time).
  const held = await orderRow(orderId);
  expect(held.status).toBe("pending");
  // Held for the marketplace's transfer hold (audit 44.3: hours, not the provider's 24), not longer.
  const hold = HOLD_LIMIT_DEFAULTS.transferHours * 3_600_000;
  const until = new Date(held.reserved_until).getTime();
  expect(until).toBeGreaterThan(Date.now() + hold - 10 * 60_000);
  expect(until).toBeLessThanOrEqual(Date.now() + hold);
  await expect(wrapper).toContainText(/Tienes hasta el \d{1,2} de \p{L}+ de \d{4}.*\d{1,2}:\d{2}/u);
  expect(await stockOf(coupon.id)).toMatchObject({ remaining: before.remaining - 1, sold: before.sold });

  // The money arrives: the operator confirms it on the stand-in's page.
  const operator = await context.newPage();
  await operator.goto(`${SANDBOX_URL}/sandbox`);
  const row = operator.getByRole("row").filter({ hasText: orderId });
  await row.getByRole("button", { name: "Confirmar transferencia" }).click();
  await expect(operator.getByRole("row").filter({ hasText: orderId })).toContainText("paid");
  await operator.close();

  await gotoShell(page, `/pago/${orderId}`);
  await returnPageIn(page, "paid");
  expect(await stockOf(coupon.id)).toMatchObject({ remaining: before.remaining - 1, sold: before.sold + 1 });
  const receipt = await receiptText(page, email, coupon.title);
  await expectVouchers(page, coupon.title, 1, receipt);
});

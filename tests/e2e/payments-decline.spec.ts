// The provider flow declined (issue 32): the hosted page refuses the declining test card, the
// shopper goes back to the shop by the page's cancel link, the return page says the payment
// failed, the cart still holds the coupon and its unit is back on sale.
import { expect, test } from "@playwright/test";
import { cartSheet } from "./helpers/checkout";
import {
  checkoutToHostedPage,
  newShopper,
  orderRow,
  payOnHostedPage,
  returnPageIn,
  seedCoupon,
  stockOf,
} from "./helpers/payments";
import { presetCookieConsent } from "./helpers/shell";

const coupon = seedCoupon(1);

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("a declined card: back from the hosted page, failed, the cart kept, the stock back", async ({ page }) => {
  test.setTimeout(90_000);
  const email = await newShopper(page, "pay-declined");
  const before = await stockOf(coupon.id);

  await checkoutToHostedPage(page, coupon, email);
  expect((await stockOf(coupon.id)).remaining).toBe(before.remaining - 1);

  await payOnHostedPage(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toHaveText(/Tu banco ha rechazado la transacción/);
  await page.getByRole("link", { name: "Cancelar y volver a la tienda" }).click();

  const { orderId, wrapper } = await returnPageIn(page, "failed");
  expect(new URL(page.url()).searchParams.get("cancelado")).toBe("1");
  expect(["failed", "cancelled"]).toContain((await orderRow(orderId)).status);
  // Released: nothing sold, nothing held.
  await expect.poll(() => stockOf(coupon.id)).toEqual(before);

  // The cart is still there; 'Volver al carrito' opens it.
  await wrapper.getByRole("button", { name: "Volver al carrito" }).click();
  await expect(cartSheet(page)).toBeVisible();
  await expect(cartSheet(page).getByText(coupon.title)).toBeVisible();
});

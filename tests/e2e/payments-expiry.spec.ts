// The provider flow abandoned (issue 32): the shopper reaches the hosted page and leaves without
// paying. The reservation holds the unit for its 15 minutes; the test hook ends them now
// (helpers/db-hook.mjs) and the server's own minutely job gives the unit back, and the coupon's
// cached page shows it at once (issue 50: the job revalidates it, not the cache's expiry).
import { expect, test } from "@playwright/test";
import {
  checkoutToHostedPage,
  expireReservation,
  newShopper,
  orderOfCheckout,
  orderRow,
  seedCoupon,
  stockOf,
} from "./helpers/payments";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

const coupon = seedCoupon(3);

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("leave the hosted page without paying: the reservation expires and the stock returns", async ({ page }) => {
  // The release job runs once a minute.
  test.setTimeout(150_000);
  const email = await newShopper(page, "pay-leave");
  const before = await stockOf(coupon.id);

  const pending = await orderOfCheckout(await checkoutToHostedPage(page, coupon, email));
  // Gone: back to the shop by the address bar, neither paying nor cancelling. The coupon's page,
  // cached now with the unit held.
  const meter = page.getByRole("meter");
  await gotoShell(page, coupon.path);
  await expect(meter).toHaveAttribute("aria-valuenow", String(before.remaining - 1));
  expect((await orderRow(pending)).status).toBe("pending");
  expect(await stockOf(coupon.id)).toMatchObject({ remaining: before.remaining - 1, reserved: before.reserved + 1 });

  await expireReservation(pending);
  await expect.poll(() => stockOf(coupon.id), { timeout: 100_000, intervals: [2_000] }).toEqual(before);
  expect((await orderRow(pending)).status).toBe("cancelled");
  // The first visit after the release already shows the unit back: no stale copy served.
  await gotoShell(page, coupon.path);
  await expect(meter).toHaveAttribute("aria-valuenow", String(before.remaining), { timeout: 1000 });
  await gotoShell(page, `/pago/${pending}`);
  await expect(page.locator("[data-payment-state]")).toHaveAttribute("data-payment-state", "failed");
});

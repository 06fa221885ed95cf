// Provider mode takes no card data (issue 32): a client that skips the dialog and posts card fields
// anyway, to the simulated checkout's action or inside the hosted checkout's, is refused before
// anything is reserved; the same hosted request without them opens a checkout at the provider.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { newShopper, SANDBOX_URL, seedCoupon, stockOf } from "./helpers/payments";
import { actionId, postAction } from "./helpers/server-action";
import { presetCookieConsent } from "./helpers/shell";

const coupon = seedCoupon(4);

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("no server action accepts card fields in provider mode", async ({ page }) => {
  test.setTimeout(60_000);
  // Signed in, on one of the app's pages: the requests below carry the session and the origin.
  const email = await newShopper(page, "pay-no-card");
  const before = await stockOf(coupon.id);
  const order = {
    items: [{ couponId: coupon.id, quantity: 1 }],
    expectedTotalCents: coupon.totalCents,
    name: "Ana López",
    email,
    phone: "5555-1234",
    address: "6a Avenida 10-20, Zona 1",
    city: "Guatemala",
  };
  const card = { cardNumber: "4242 4242 4242 4242", expiryDate: "12/29", cvv: "123", cardName: "ANA LOPEZ" };

  const simulated = await postAction(page, actionId("lib/actions/orders/place-order.ts", "placeOrderAction"), {
    ...order,
    ...card,
    idempotencyKey: randomUUID(),
  });
  expect(simulated.status).toBe(200);
  expect(simulated.text).toContain("El pago con tarjeta se hace en la página segura de Recurrente");

  const hosted = actionId("lib/actions/orders/start-hosted-checkout.ts", "startHostedCheckoutAction");
  const withCard = await postAction(page, hosted, { ...order, ...card, idempotencyKey: randomUUID() });
  expect(withCard.text).toContain("Revisa los datos ingresados.");
  expect(withCard.text).not.toContain("checkout-session");
  // Nothing was reserved by either.
  expect(await stockOf(coupon.id)).toEqual(before);

  // The same request without the card is a valid one: it reserves and opens the provider's checkout.
  const withoutCard = await postAction(page, hosted, { ...order, idempotencyKey: randomUUID() });
  expect(withoutCard.text).toContain(`${SANDBOX_URL}/checkout-session/`);
  expect((await stockOf(coupon.id)).reserved).toBe(before.reserved + 1);
});

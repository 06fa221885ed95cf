"use server";
// Checkout (PRODUCT 2-4): re-price the cart from the database, charge the payment port, then
// write the paid order with its vouchers in one transaction. A retried submit gets its order back.
import { updateTag } from "next/cache";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { CACHE_TAGS } from "@/lib/data/cache";
import { getOrderByIdempotencyKey, placeOrder, quoteCart, type CheckoutProblem } from "@/lib/data/orders";
import { cardLast4, placeOrderSchema } from "@/lib/domain/checkout-order";
import { message } from "@/lib/i18n/messages";
import { getPaymentGateway } from "@/lib/payments";

function unavailable(key: "orders.unavailable" | "orders.paidButUnavailable", problems: CheckoutProblem[]) {
  const items = problems.map((p) => message(`orders.problem.${p.reason}`, { title: p.title ?? "", remaining: p.remaining })).join(", ");
  const fieldErrors = Object.fromEntries(problems.map((p) => [`items.${p.couponId}`, message(`orders.problem.${p.reason}`, { title: p.title ?? "", remaining: p.remaining })]));
  return fail(message(key, { items }), fieldErrors);
}

export const placeOrderAction = defineAction({
  schema: placeOrderSchema,
  auth: "required",
  run: async (input, { caller }) => {
    const replay = await getOrderByIdempotencyKey(caller, input.idempotencyKey);
    if (replay) return ok({ orderId: replay.orderId, voucherCount: replay.voucherCount });

    // Nothing is charged for a cart that cannot be bought as it stands.
    const quote = await quoteCart(caller, input.items);
    if (!quote.purchasable) return unavailable("orders.unavailable", quote.problems);

    // The card number goes to the gateway and nowhere else: not the database, not the logs.
    const payment = await getPaymentGateway().charge({
      amountCents: quote.totals.totalCents,
      cardNumber: input.cardNumber,
      expiryDate: input.expiryDate,
      cvv: input.cvv,
      cardName: input.cardName,
      idempotencyKey: input.idempotencyKey,
    });
    if (!payment.approved) return fail(message("orders.paymentFailed"));

    // Stock is taken only now, under lock, with the database's prices. Someone may have bought
    // the last units during the payment: the simulated gateway captured nothing; a real one
    // authorizes above and captures here only on success (voiding the authorization otherwise).
    const result = await placeOrder(caller, {
      idempotencyKey: input.idempotencyKey,
      items: input.items,
      contact: { name: input.name, email: input.email, phone: input.phone, address: input.address, city: input.city, cardLast4: cardLast4(input.cardNumber) },
    });
    if (!result.ok) return unavailable("orders.paidButUnavailable", result.problems);
    updateTag(CACHE_TAGS.coupons); // remaining and sold changed: catalogue pages show fresh stock
    return ok({ orderId: result.orderId, voucherCount: result.voucherCount });
  },
});

"use server";
// Checkout: reserve the stock and write a pending order at the database's prices,
// under lock; charge exactly that order's total; then confirm it (vouchers) or release it. The
// order is written only at the total the shopper was shown. A retried submit gets its order back.
import { updateTag } from "next/cache";
import { holdLimitFailure, priceChangedFailure, unavailableFailure } from "@/lib/actions/_lib/order-messages";
import { invoiceReceptor } from "@/lib/actions/_lib/invoice-receptor";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { CACHE_TAGS } from "@/lib/data/cache";
import { placeOrder } from "@/lib/payments/data/checkout";
import { cardLast4, placeOrderSchema } from "@/lib/domain/checkout-order";
import { message } from "@/lib/i18n/messages";
import { getHostedPaymentProvider, getPaymentGateway } from "@/lib/payments";
import { logger } from "@/lib/observability/log";

export const placeOrderAction = defineAction({
  schema: placeOrderSchema,
  auth: "required",
  run: async (input, { caller }) => {
    // With a hosted provider the card is typed on the provider's page only: card data sent here
    // anyway is refused before anything is reserved, charged or written.
    if (getHostedPaymentProvider()) return fail(message("orders.cardNotAccepted"));
    // The expected total is the order's: reserve_order writes nothing at any other total.
    const receptor = await invoiceReceptor(input.nit, input.expectedTotalCents, input.name);
    if (!receptor.ok) return receptor.failure;
    const gateway = getPaymentGateway();
    let result: Awaited<ReturnType<typeof placeOrder>>;
    try {
      result = await placeOrder(
        caller,
        {
          idempotencyKey: input.idempotencyKey,
          items: input.items,
          expectedTotalCents: input.expectedTotalCents,
          contact: {
            name: input.name,
            email: input.email,
            phone: input.phone,
            address: input.address,
            city: input.city,
            nit: input.nit,
            receptorName: receptor.name,
            cardLast4: cardLast4(input.cardNumber),
          },
        },
        // The card number goes to the gateway and nowhere else: not the database, not the logs.
        // The amount is the pending order's total as written; the order id keys one charge per attempt.
        (order) =>
          gateway.charge({
            amountCents: order.totalCents,
            cardNumber: input.cardNumber,
            expiryDate: input.expiryDate,
            cvv: input.cvv,
            cardName: input.cardName,
            idempotencyKey: order.orderId,
          }),
      );
    } catch (error) {
      updateTag(CACHE_TAGS.coupons); // it may have reserved, then released, before failing
      throw error;
    }
    // Only a checkout that reserved units moved the stock (paid; declined or expired, then released).
    // A refusal before reserving ('agotado', a changed price, a submit in progress) moved nothing and
    // does not invalidate the catalogue: in a flash sale every invalidation re-renders the page behind
    // the action, for each of hundreds of refused buyers (bench/RESULTS.md, spike).
    if (result.ok || result.reason === "declined" || result.reason === "expired") updateTag(CACHE_TAGS.coupons);
    if (result.ok) return ok({ orderId: result.orderId, voucherCount: result.voucherCount });
    switch (result.reason) {
      case "unavailable":
        return unavailableFailure(result.problems);
      case "hold_limit":
        return holdLimitFailure(result);
      case "price_changed":
        return priceChangedFailure(result.totalCents, input.expectedTotalCents);
      case "in_progress":
        return fail(message("orders.paymentInProgress"));
      case "declined":
        return fail(message("orders.paymentFailed"));
      case "expired":
        // The simulated gateway moved no money; a real adapter voids this reference here.
        logger({ component: "checkout" }).error(
          { event: "approved-after-expiry", reference: result.reference },
          "payment approved after its reservation expired; void the reference",
        );
        return fail(message("orders.reservationExpired"));
    }
  },
});

"use server";
// Hosted checkout: reserve the stock and write a pending order at the database's prices, then open
// the provider's checkout for exactly its total; the browser is sent there. No card data reaches
// this server (the schema is strict). A retried submit gets the same order and the same checkout.
import { updateTag } from "next/cache";
import { holdLimitFailure, priceChangedFailure, unavailableFailure } from "@/lib/actions/_lib/order-messages";
import { invoiceReceptor } from "@/lib/actions/_lib/invoice-receptor";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { CACHE_TAGS } from "@/lib/data/cache";
import { startHostedCheckout } from "@/lib/payments/data/hosted-checkout";
import { startHostedCheckoutSchema } from "@/lib/domain/checkout-order";
import { siteOrigin } from "@/lib/env";
import { message } from "@/lib/i18n/messages";
import { pageHref } from "@/lib/i18n/page-href";
import { getHostedPaymentProvider } from "@/lib/payments";

/**
 * The return page, in the language of the page the buyer paid from; the provider appends nothing
 * we rely on, the order id is in the path.
 */
const returnUrl = (orderId: string) => `${siteOrigin()}${pageHref(`/pago/${orderId}`)}`;

export const startHostedCheckoutAction = defineAction({
  schema: startHostedCheckoutSchema,
  auth: "required",
  run: async (input, { caller }) => {
    const provider = getHostedPaymentProvider();
    if (!provider) return fail(message("orders.hostedNotConfigured"));
    const { idempotencyKey, items, expectedTotalCents, ...fields } = input;
    // Before anything is reserved: 'CF' above the limit, or a NIT SAT does not know, is refused.
    const receptor = await invoiceReceptor(fields.nit, expectedTotalCents, fields.name);
    if (!receptor.ok) return receptor.failure;
    const contact = { ...fields, receptorName: receptor.name };
    const result = await startHostedCheckout(caller, { idempotencyKey, items, expectedTotalCents, contact }, provider, {
      returnUrl,
      cancelUrl: (orderId) => `${returnUrl(orderId)}?cancelado=1`,
      wholeOrderName: (n) => message("checkout.hostedWholeOrder", { n }),
    });
    // Reserved (and, when the provider failed, released again): the catalogue's stock moved.
    if (result.ok || result.reason === "provider_unavailable") updateTag(CACHE_TAGS.coupons);
    if (result.ok) {
      const voucherCount = items.reduce((sum, line) => sum + line.quantity, 0);
      return ok({ orderId: result.orderId, url: result.url, voucherCount });
    }
    switch (result.reason) {
      case "unavailable":
        return unavailableFailure(result.problems);
      case "hold_limit":
        return holdLimitFailure(result);
      case "price_changed":
        return priceChangedFailure(result.totalCents, expectedTotalCents);
      case "already_paid":
        return fail(message("orders.alreadyPaid"));
      case "provider_unavailable":
        return fail(message("orders.providerUnavailable"));
    }
  },
});

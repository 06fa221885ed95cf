"use server";
// The buyer came back through the provider's cancel link: give the unpaid order's stock back now
// instead of when its reservation runs out. A checkout paid after all is left to its webhook.
import { updateTag } from "next/cache";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { CACHE_TAGS } from "@/lib/data/cache";
import { cancelHostedCheckout } from "@/lib/payments/data/hosted-checkout";
import { orderIdSchema } from "@/lib/domain/checkout-order";
import { message } from "@/lib/i18n/messages";
import { getHostedPaymentProvider } from "@/lib/payments";

export const cancelHostedCheckoutAction = defineAction({
  schema: orderIdSchema,
  auth: "required",
  run: async ({ orderId }, { caller }) => {
    const provider = getHostedPaymentProvider();
    if (!provider) return fail(message("orders.hostedNotConfigured"));
    const released = await cancelHostedCheckout(caller, orderId, provider);
    if (released) updateTag(CACHE_TAGS.coupons);
    return ok({ released });
  },
});

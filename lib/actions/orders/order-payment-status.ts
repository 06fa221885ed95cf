"use server";
// The return page's question while the provider's webhook is on its way: where is my order now?
// Reads only; the buyer's own order (another person's reads as missing).
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { getOrderPaymentStatus } from "@/lib/payments/data/hosted-checkout";
import { orderIdSchema } from "@/lib/domain/checkout-order";
import { message } from "@/lib/i18n/messages";

export const orderPaymentStatusAction = defineAction({
  schema: orderIdSchema,
  auth: "required",
  run: async ({ orderId }, { caller }) => {
    const status = await getOrderPaymentStatus(caller, orderId);
    return status ? ok(status) : fail(message("orders.notFound"));
  },
});

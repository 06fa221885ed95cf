"use server";
// The counter's confirm card: what a member of the voucher's business sees before "Canjear".
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { lookupVoucherForCounter } from "@/lib/data/orders/counter";
import { counterScanSchema } from "@/lib/domain/forms/counter";
import { message } from "@/lib/i18n/messages";

export const lookupVoucherAction = defineAction({
  schema: counterScanSchema,
  auth: "required",
  run: async ({ scanned }, { caller }) => {
    const card = await lookupVoucherForCounter(caller, scanned);
    if (card.kind === "otro_negocio") return fail(message("orders.counterOtherBusiness"));
    if (card.kind === "no_existe") return fail(message("orders.redeemNotFound"));
    return ok({ code: scanned, card });
  },
});

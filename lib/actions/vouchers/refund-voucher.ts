"use server";
// 'Solicitar reembolso' on /mis-cupones: the database refunds the voucher atomically
// (or says why not) and, in the same transaction, queues the job that asks the payment port for
// the money and mails the receipt (lib/payments/jobs/refunds.ts). Neither can undo the refund.
import { updateTag } from "next/cache";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { CACHE_TAGS } from "@/lib/data/cache";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { formatQuetzales } from "@/lib/domain/money";
import { refundRefusalCode, refundVoucherSchema } from "@/lib/domain/refunds";
import { message, textOf } from "@/lib/i18n/messages";

export const refundVoucherAction = defineAction({
  schema: refundVoucherSchema,
  auth: "required",
  run: async ({ voucherId }, { caller }) => {
    const result = await refundVoucher(caller, voucherId);
    if (!result.ok) return fail(textOf(refundRefusalCode(result.reason)));
    // The unit is back on sale: the coupon pages' cached stock must show it.
    updateTag(CACHE_TAGS.coupons);
    const amounts = { amount: formatQuetzales(result.amountCents), credit: formatQuetzales(result.creditCents) };
    return ok({
      message: message(result.creditCents > 0 ? "myCoupons.refund.doneWithCredit" : "myCoupons.refund.done", amounts),
    });
  },
});

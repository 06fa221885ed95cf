"use server";
// 'Solicitar reembolso' on /mis-cupones (issue 12): the database refunds the voucher atomically
// (or says why not); then, after the commit, the payment port gives the money back and the
// receipt is mailed. Neither follow-up can undo the refund: a failure is logged and the refund
// row stays 'pendiente' for a retry.
import { updateTag } from "next/cache";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { CACHE_TAGS } from "@/lib/data/cache";
import { completeRefund, refundVoucher, type RefundDone } from "@/lib/data/refunds";
import { formatQuetzales } from "@/lib/domain/money";
import { refundRefusalCode, refundVoucherSchema } from "@/lib/domain/refunds";
import { sendRefundReceiptEmail } from "@/lib/email/refund-receipt";
import { message, textOf } from "@/lib/i18n/messages";
import { getPaymentGateway } from "@/lib/payments";

/** The payment port's refund, then the receipt: both after the database committed the refund. */
async function followUp(refund: RefundDone, fallbackEmail: string): Promise<void> {
  const gateway = getPaymentGateway();
  await completeRefund(refund, (request) => gateway.refund(request)).catch((error) => console.error("[refund] payment port", refund.refundId, error));
  await sendRefundReceiptEmail({
    to: refund.contactEmail ?? fallbackEmail,
    name: refund.contactName,
    couponTitle: refund.couponTitle,
    code: refund.code,
    orderId: refund.orderId,
    amountCents: refund.amountCents,
    refundedTotalCents: refund.refundedTotalCents,
    orderTotalCents: refund.orderTotalCents,
    orderState: refund.orderState,
    refundId: refund.refundId,
  }).catch((error) => console.error("[refund] receipt mail", refund.refundId, error));
}

export const refundVoucherAction = defineAction({
  schema: refundVoucherSchema,
  auth: "required",
  run: async ({ voucherId }, { caller, user }) => {
    const result = await refundVoucher(caller, voucherId);
    if (!result.ok) return fail(textOf(refundRefusalCode(result.reason)));
    // The unit is back on sale: the coupon pages' cached stock must show it.
    updateTag(CACHE_TAGS.coupons);
    await followUp(result, user.email);
    return ok({ message: message("myCoupons.refund.done", { amount: formatQuetzales(result.amountCents) }) });
  },
});

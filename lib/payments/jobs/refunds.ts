import "server-only";
import { completeProviderRefund } from "@/lib/payments/data/provider-refunds";
import {
  completeRefund,
  notifyRefundBuyer,
  refundForFollowUp,
  retryPendingRefunds,
  type RefundFollowUp,
} from "@/lib/data/orders/refunds";
import { formatQuetzales } from "@/lib/domain/money";
import { buildRefundReceiptEmail } from "@/lib/email/refund-receipt";
import { message } from "@/lib/i18n/messages";
import { getHostedPaymentProvider, getPaymentGateway } from "@/lib/payments";
import { sendMailOnce } from "@/lib/jobs/data/mail";
import type { JobHandler } from "@/lib/jobs/types";
import { pageLocale, withLocale } from "@/lib/i18n/page-locale";
import { localizeHref } from "@/lib/i18n/routing";
import { refundLanguage } from "@/lib/data/orders/buyer-language";

/**
 * After a voucher is refunded: the money goes back (the refund id is the idempotency key, so a
 * retried job cannot pay twice), then the receipt is mailed once. An order paid through a hosted
 * provider is refunded there, or recorded as owed when the provider can give back only the whole
 * payment and this is a part of it (the receipt and the inbox then say the operator returns it).
 * A failure throws, and the queue retries the job with backoff; the refund itself is already final.
 */
export const completeRefundJob: JobHandler<"complete_refund"> = async ({ refundId }, { jobId }) => {
  let refund = await refundForFollowUp(refundId);
  if (!refund) return;
  if (refund.status === "pendiente") {
    await payBack(refund);
    refund = (await refundForFollowUp(refundId)) ?? refund;
  }
  const owed = refund.status === "adeudado";
  // The buyer is told in the language the order was placed in.
  await withLocale(await refundLanguage(refundId), async () => {
    if (owed || refund.status === "completado") await notifyBuyer(refund, owed);
    const to = refund.contactEmail ?? refund.accountEmail;
    if (!to) return;
    await sendMailOnce(
      `refund:${refundId}`,
      { to, ...buildRefundReceiptEmail({ ...refund, to, name: refund.contactName, owed }) },
      jobId,
    );
  });
};

async function payBack(refund: RefundFollowUp): Promise<void> {
  if (!refund.paymentProvider) {
    await completeRefund(refund, (request) => getPaymentGateway().refund(request));
    return;
  }
  const provider = getHostedPaymentProvider();
  // Retried until the provider is configured again: its payment cannot go back any other way.
  if (!provider) throw new Error(`refund ${refund.refundId}: provider ${refund.paymentProvider} is not configured`);
  await completeProviderRefund(refund, provider);
}

/**
 * The refund in the buyer's inbox, once per refund and kind: owed (the operator returns it) or
 * settled (the money is back), the latter under the same kind as an owed refund the operator
 * settled ('refund_settled'), so it reaches the phone too when allowed.
 */
async function notifyBuyer(refund: RefundFollowUp, owed: boolean): Promise<void> {
  const values = { amount: formatQuetzales(refund.amountCents), title: refund.couponTitle };
  const words = owed ? "refundOwedNotice" : "refundDoneNotice";
  await notifyRefundBuyer(refund.refundId, owed ? "refund_owed" : "refund_settled", {
    title: message(`${words}.title`, values),
    body: message(`${words}.body`, values),
    link: localizeHref(owed ? "/mis-cupones" : "/mis-compras", pageLocale()),
    key: `${owed ? "refund-owed" : "refund-done"}:${refund.refundId}`,
  });
}

/** Hourly safety net: refunds whose job gave up are offered to the payment port again. */
export const retryPendingRefundsJob: JobHandler<"retry_pending_refunds"> = async () => {
  await retryPendingRefunds((request) => getPaymentGateway().refund(request), 50, getHostedPaymentProvider());
};

import "server-only";
import { completeRefund, refundForFollowUp, retryPendingRefunds } from "@/lib/data/refunds";
import { buildRefundReceiptEmail } from "@/lib/email/refund-receipt";
import { getPaymentGateway } from "@/lib/payments";
import { sendMailOnce } from "../mail";
import type { JobHandler } from "../types";

/**
 * After a voucher is refunded: the payment port gives the money back (the refund id is its
 * idempotency key, so a retried job cannot pay twice), then the receipt is mailed once. A gateway
 * failure throws, and the queue retries the job with backoff; the refund itself is already final.
 */
export const completeRefundJob: JobHandler<"complete_refund"> = async ({ refundId }, { jobId }) => {
  const refund = await refundForFollowUp(refundId);
  if (!refund) return;
  if (refund.status === "pendiente") await completeRefund(refund, (request) => getPaymentGateway().refund(request));
  const to = refund.contactEmail ?? refund.accountEmail;
  if (!to) return;
  await sendMailOnce(
    `refund:${refundId}`,
    { to, ...buildRefundReceiptEmail({ ...refund, to, name: refund.contactName }) },
    jobId,
  );
};

/** Hourly safety net: refunds whose job gave up are offered to the payment port again. */
export const retryPendingRefundsJob: JobHandler<"retry_pending_refunds"> = async () => {
  await retryPendingRefunds((request) => getPaymentGateway().refund(request));
};

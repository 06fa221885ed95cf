import "server-only";
import { CACHE_TAGS } from "@/lib/data/cache";
import { applyPaymentEvent, applyPaymentEvents } from "@/lib/payments/data/apply-payment-events";
import { orderRefundRecipient, refundWholePayment } from "@/lib/payments/data/provider-refunds";
import { reconcilePayments } from "@/lib/payments/data/reconciliation";
import { buildOrderRefundEmail } from "@/lib/email/order-refund";
import { getHostedPaymentProvider } from "@/lib/payments";
import { sendMailOnce } from "@/lib/jobs/data/mail";
import { revalidateFromJob } from "@/lib/jobs/revalidate";
import type { BatchJobHandler, JobHandler } from "@/lib/jobs/types";
import { logger } from "@/lib/observability/log";
import { withLocale } from "@/lib/i18n/page-locale";
import { orderLanguage } from "@/lib/data/orders/buyer-language";

/**
 * A verified provider event, applied to its order once: the event row is marked processed in the
 * transaction that moves the order, so a retried job (a crash after the commit) finds it done.
 */
export const applyPaymentEventJob: JobHandler<"apply_payment_event"> = async ({ eventId }) => {
  // An applied event moves stock (a declined or expired checkout gives its units back, a refund in
  // the provider's dashboard too): the coupon pages say so now, not when their cache expires.
  const applied = await applyPaymentEvent(eventId);
  if (applied?.outcome === "accepted") await revalidateFromJob(CACHE_TAGS.coupons);
};

/**
 * A burst of them (a flash sale's paid webhooks), applied in one transaction, in the order they
 * were queued; the coupon pages are told once for the whole batch.
 */
export const applyPaymentEventsJob: BatchJobHandler<"apply_payment_event"> = async (jobs) => {
  const applied = await applyPaymentEvents(jobs.map((job) => job.payload.eventId));
  if ([...applied.values()].some((a) => a.outcome === "accepted")) await revalidateFromJob(CACHE_TAGS.coupons);
};

/**
 * A payment that came after its order was released, with the stock gone: the whole payment goes
 * back through the provider (keyed by the order: a retry refunds once) and the buyer is told why,
 * once. An order the operator fulfilled meanwhile has vouchers and is left alone.
 */
export const refundOrderPaymentJob: JobHandler<"refund_order_payment"> = async ({ orderId }, { jobId }) => {
  const provider = getHostedPaymentProvider();
  if (!provider) throw new Error(`refund_order_payment ${orderId}: no payment provider is configured`);
  const refund = await refundWholePayment(orderId, provider);
  if (!refund.ok) {
    logger({ component: "jobs" }).warn(
      { event: "order-refund-skipped", orderId, reason: refund.reason },
      "order refund skipped",
    );
    return;
  }
  const recipient = await orderRefundRecipient(orderId);
  if (!recipient?.to) return;
  const email = await withLocale(await orderLanguage(orderId), () =>
    buildOrderRefundEmail({ ...recipient, orderId, refundId: refund.refundId }),
  );
  await sendMailOnce(`order-refund:${orderId}`, { to: recipient.to, ...email }, jobId);
};

/** Days of provider orders the daily run looks at. */
export const RECONCILE_WINDOW_DAYS = 3;
/** The newest orders are left out: their webhooks may still be on the way. */
export const RECONCILE_SETTLE_MS = 15 * 60_000;

/** Daily: the last 3 days of provider orders against the provider; a run stopped by an error is retried. */
export const reconcilePaymentsJob: JobHandler<"reconcile_payments"> = async () => {
  const provider = getHostedPaymentProvider();
  if (!provider) return; // the simulated gateway has no provider to compare with
  const to = new Date(Date.now() - RECONCILE_SETTLE_MS);
  const from = new Date(to.getTime() - RECONCILE_WINDOW_DAYS * 86_400_000);
  const summary = await reconcilePayments({ from, to, provider, concurrency: 8 });
  if (summary.error) throw new Error(`reconcile_payments stopped: ${summary.error}`);
};

import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import type { HostedPaymentProvider } from "@/lib/payments/types";
import { runAsSystem } from "./system";

// Giving a whole payment back through the provider: the order's money could not become vouchers (a
// late payment with its stock gone, a wrong amount) or the operator chose to refund it. Keyed by the
// order, so a retry (the job's, or an operator's second click) refunds once: the provider answers a
// repeated refund of one payment with the first, and the order keeps its refund id.

export type WholeRefundResult =
  { ok: true; refundId: string; replayed: boolean } | { ok: false; reason: "no_payment" | "vouchers_issued" };

type PaymentRow = {
  status: string;
  payment_provider: string | null;
  provider_refund_id: string | null;
  payment_id: string | null;
  amount: string | null;
};

/**
 * `knownPaymentId` is the provider's payment id when only the provider knows it: a payment whose
 * webhook never came, found by reconciliation, has no event here and no reference on the order.
 */
export async function refundWholePayment(
  orderId: string,
  provider: HostedPaymentProvider,
  knownPaymentId: string | null = null,
): Promise<WholeRefundResult> {
  const [order] = await runAsSystem(async (tx) =>
    rowsOf<PaymentRow>(
      await tx.execute(sql`select o.status, o.payment_provider, o.provider_refund_id,
        coalesce(o.payment_reference, e.payment_id, ${knownPaymentId}::text) as payment_id, coalesce(e.amount, o.total)::text as amount
        from public.orders o
        left join lateral (select pe.payment_id, pe.amount from public.payment_events pe
          where pe.order_id = o.id and pe.status = 'succeeded' and pe.payment_id is not null
          order by pe.received_at desc limit 1) e on true
        where o.id = ${orderId}::uuid`),
    ),
  );
  if (!order?.payment_id) return { ok: false, reason: "no_payment" };
  if (order.provider_refund_id) return { ok: true, refundId: order.provider_refund_id, replayed: true };
  // A paid order's money became vouchers: those are refunded one by one (the refunds path).
  if (order.status === "paid") return { ok: false, reason: "vouchers_issued" };
  const refund = await provider.refund({
    paymentId: order.payment_id,
    amountCents: toCents(order.amount ?? "0"),
    idempotencyKey: `order:${orderId}`,
  });
  await runAsSystem((tx) =>
    tx.execute(sql`update public.orders set provider_refund_id = ${refund.reference},
      provider_refunded_at = coalesce(provider_refunded_at, now()) where id = ${orderId}::uuid`),
  );
  return { ok: true, refundId: refund.reference, replayed: false };
}

import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { providerRefundRoute, type ProviderRefundRoute } from "@/lib/domain/refunds";
import type { HostedPaymentProvider } from "@/lib/payments/types";
import { runAsSystem } from "@/lib/data/system";
import { countPayment } from "@/lib/observability/metrics";

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
  countPayment("refunded");
  return { ok: true, refundId: refund.reference, replayed: false };
}

/** A voucher refund of a provider-paid order, as the refund job knows it. */
export interface ProviderVoucherRefund {
  refundId: string;
  amountCents: number;
  orderTotalCents: number;
  /** The provider's payment (orders.payment_reference, pa_… for Recurrente). */
  paymentReference: string | null;
}

/**
 * Step 2 of a voucher refund when its order was paid through a hosted provider: the provider gives
 * the money back (keyed by the refund id), or, when it can refund only whole payments and this is
 * a part of one, the refund is recorded as owed for the operator. Safe to call again: a refund no
 * longer 'pendiente' is left alone. Answers what became of it (null: already settled before).
 */
export async function completeProviderRefund(
  refund: ProviderVoucherRefund,
  provider: HostedPaymentProvider,
): Promise<ProviderRefundRoute | null> {
  const route = providerRefundRoute({ ...refund, partialRefunds: provider.partialRefunds !== false });
  if (route === "owed") {
    const owed = await runAsSystem(
      async (tx) =>
        rowsOf<{ r: boolean }>(await tx.execute(sql`select public.owe_refund(${refund.refundId}::uuid) as r`))[0]!.r,
    );
    return owed ? route : null;
  }
  let reference = "sin_monto";
  if (route === "provider") {
    if (!refund.paymentReference) throw new Error(`completeProviderRefund: refund ${refund.refundId} has no payment`);
    const answer = await provider.refund({
      paymentId: refund.paymentReference,
      amountCents: refund.amountCents,
      idempotencyKey: refund.refundId,
    });
    reference = answer.reference;
  }
  const done = await runAsSystem(
    async (tx) =>
      rowsOf<{ r: boolean }>(
        await tx.execute(sql`select public.complete_refund(${refund.refundId}::uuid, ${reference}) as r`),
      )[0]!.r,
  );
  return done ? route : null;
}

/** Whom to tell that an order's whole payment went back, and how much it was. */
export async function orderRefundRecipient(
  orderId: string,
): Promise<{ to: string | null; name: string | null; amountCents: number } | null> {
  const [row] = await runAsSystem(async (tx) =>
    rowsOf<{ contact_email: string | null; contact_name: string | null; account_email: string | null; total: string }>(
      await tx.execute(sql`select o.contact_email, o.contact_name, u.email as account_email, o.total::text as total
        from public.orders o left join auth.users u on u.id = o.buyer_user_id where o.id = ${orderId}::uuid`),
    ),
  );
  if (!row) return null;
  return { to: row.contact_email ?? row.account_email, name: row.contact_name, amountCents: toCents(row.total) };
}

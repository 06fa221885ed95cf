import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { orderRefundState, type OrderRefundState, type RefundRefusal } from "@/lib/domain/refunds";
import { isUuid } from "@/lib/domain/uuid";
import type { HostedPaymentProvider, RefundRequest, RefundResult as GatewayRefund } from "@/lib/payments/types";
import type { Caller } from "../caller";
import { enqueue, wakeWorker } from "../job-queue";
import { completeProviderRefund } from "@/lib/payments/data/provider-refunds";
import { runAsSystem } from "../system";
import { logger } from "@/lib/observability/log";
import { countPayment } from "@/lib/observability/metrics";

// Refunds: public.refund_voucher does the whole change in one transaction under row
// locks (voucher, order, coupon) and is granted to service_role only; it checks itself that the
// voucher is the caller's, whose id is passed from the session, never from the form.

export interface RefundDone {
  ok: true;
  refundId: string;
  voucherId: string;
  couponId: string;
  orderId: string;
  /** Money back to the card. */
  amountCents: number;
  /** The voucher's share of the credit its order used, back as credit. */
  creditCents: number;
  orderTotalCents: number;
  refundedTotalCents: number;
  orderState: OrderRefundState;
  couponTitle: string;
  code: string;
  contactEmail: string | null;
  contactName: string | null;
  paymentReference: string | null;
}

export type RefundOutcome = RefundDone | { ok: false; reason: RefundRefusal };

type RefundAnswer =
  | {
      ok: true;
      refund_id: string;
      voucher_id: string;
      coupon_id: string;
      order_id: string;
      amount: string;
      credit_amount?: string;
      order_total: string;
      refunded_total: string;
      coupon_title: string;
      code: string;
      payment_reference: string | null;
      contact_email: string | null;
      contact_name: string | null;
    }
  | { ok: false; reason: RefundRefusal };

/** Step 1: the database change, committed (or refused with a reason) when this returns. */
export async function refundVoucher(caller: Caller, voucherId: string): Promise<RefundOutcome> {
  if (caller.role !== "authenticated" || !isUuid(voucherId)) return { ok: false, reason: "no_existe" };
  const a = await runAsSystem(async (tx) => {
    const answer = rowsOf<{ r: RefundAnswer }>(
      await tx.execute(sql`select public.refund_voucher(${caller.userId}::uuid, ${voucherId}::uuid) as r`),
    )[0]!.r;
    // The payment port's refund and the receipt follow as a job committed with the refund itself:
    // retried with backoff if the gateway or the mail server fails, never lost to a crash.
    if (answer.ok)
      await enqueue(tx, "complete_refund", { refundId: answer.refund_id }, { key: `refund:${answer.refund_id}` });
    return answer;
  });
  if (a.ok) wakeWorker();
  if (!a.ok) return a;
  countPayment("refunded");
  const orderTotalCents = toCents(a.order_total);
  const refundedTotalCents = toCents(a.refunded_total);
  return {
    ok: true,
    refundId: a.refund_id,
    voucherId: a.voucher_id,
    couponId: a.coupon_id,
    orderId: a.order_id,
    amountCents: toCents(a.amount),
    creditCents: toCents(a.credit_amount ?? "0"),
    orderTotalCents,
    refundedTotalCents,
    orderState: orderRefundState(orderTotalCents, refundedTotalCents),
    couponTitle: a.coupon_title,
    code: a.code,
    contactEmail: a.contact_email,
    contactName: a.contact_name,
    paymentReference: a.payment_reference,
  };
}

/** The payment port's refund, as lib/payments offers it. */
export type RefundPayment = (request: RefundRequest) => Promise<GatewayRefund>;

/**
 * Step 2, after the commit: the payment port gives the money back and the refund row keeps its
 * reference. Not inside step 1's transaction: a gateway call must not hold the coupon's row lock
 * (every checkout of it would wait). If the gateway fails, the row stays 'pendiente' and this is
 * safe to call again (the refund id is the gateway's idempotency key). True when recorded now.
 */
export async function completeRefund(
  refund: Pick<RefundDone, "refundId" | "amountCents" | "paymentReference">,
  pay: RefundPayment,
): Promise<boolean> {
  const { reference } = await pay({
    amountCents: refund.amountCents,
    paymentReference: refund.paymentReference,
    idempotencyKey: refund.refundId,
  });
  return runAsSystem(
    async (tx) =>
      rowsOf<{ r: boolean }>(
        await tx.execute(sql`select public.complete_refund(${refund.refundId}::uuid, ${reference}) as r`),
      )[0]!.r,
  );
}

/**
 * Retries the payment port for refunds left 'pendiente' (a gateway that failed after the commit),
 * oldest first; for a scheduled job. Refunds of provider-paid orders go to `provider` (skipped while
 * none is configured). Answers how many it completed; a failure stays for next time.
 */
export async function retryPendingRefunds(
  pay: RefundPayment,
  limit = 50,
  provider: HostedPaymentProvider | null = null,
): Promise<number> {
  const pending = await runAsSystem(async (tx) =>
    rowsOf<{
      id: string;
      amount: string;
      total: string;
      payment_reference: string | null;
      payment_provider: string | null;
    }>(
      await tx.execute(sql`
        select r.id, r.amount::text as amount, o.total::text as total, o.payment_reference, o.payment_provider
        from public.refunds r join public.orders o on o.id = r.order_id
        where r.status = 'pendiente'
        order by r.created_at
        limit ${Math.min(Math.max(limit, 1), 500)}`),
    ),
  );
  let done = 0;
  for (const r of pending) {
    const refund = { refundId: r.id, amountCents: toCents(r.amount), paymentReference: r.payment_reference };
    try {
      if (r.payment_provider) {
        if (provider && (await completeProviderRefund({ ...refund, orderTotalCents: toCents(r.total) }, provider)))
          done += 1;
      } else if (await completeRefund(refund, pay)) done += 1;
    } catch (error) {
      logger({ component: "refunds" }).error({ refundId: r.id, err: error }, "refund retry failed");
    }
  }
  return done;
}

export interface RefundFollowUp {
  refundId: string;
  status: string;
  amountCents: number;
  /** The share paid with credit, already back in the buyer's credit (not the gateway's). */
  creditCents: number;
  paymentReference: string | null;
  couponTitle: string;
  code: string;
  orderId: string;
  orderTotalCents: number;
  refundedTotalCents: number;
  orderState: OrderRefundState;
  contactEmail: string | null;
  contactName: string | null;
  accountEmail: string | null;
  /** The hosted provider that took the order's money; null for the simulated gateway. */
  paymentProvider: string | null;
}

/** What the refund's job needs: the gateway's inputs and the receipt's lines (null if it is gone). */
export async function refundForFollowUp(refundId: string): Promise<RefundFollowUp | null> {
  const [r] = await runAsSystem(async (tx) =>
    rowsOf<{
      id: string;
      status: string;
      amount: string;
      credit_amount: string;
      payment_reference: string | null;
      title: string;
      code: string;
      order_id: string;
      total: string;
      refunded_total: string;
      contact_email: string | null;
      contact_name: string | null;
      account_email: string | null;
      payment_provider: string | null;
    }>(
      await tx.execute(sql`
        select r.id, r.status, r.amount::text as amount, r.credit_amount::text as credit_amount, o.payment_reference, c.title, v.code, o.id as order_id,
          o.total::text as total, o.refunded_total::text as refunded_total, o.contact_email, o.contact_name, u.email as account_email, o.payment_provider
        from public.refunds r
        join public.orders o on o.id = r.order_id
        join public.vouchers v on v.id = r.voucher_id
        join public.coupons c on c.id = v.coupon_id
        left join auth.users u on u.id = r.user_id
        where r.id = ${refundId}::uuid`),
    ),
  );
  if (!r) return null;
  const orderTotalCents = toCents(r.total);
  const refundedTotalCents = toCents(r.refunded_total);
  return {
    refundId: r.id,
    status: r.status,
    amountCents: toCents(r.amount),
    creditCents: toCents(r.credit_amount),
    paymentReference: r.payment_reference,
    couponTitle: r.title,
    code: r.code,
    orderId: r.order_id,
    orderTotalCents,
    refundedTotalCents,
    orderState: orderRefundState(orderTotalCents, refundedTotalCents),
    contactEmail: r.contact_email,
    contactName: r.contact_name,
    accountEmail: r.account_email,
    paymentProvider: r.payment_provider,
  };
}

/** A notice about a refund in its buyer's inbox, once per `key` (a retried job adds nothing). */
export async function notifyRefundBuyer(
  refundId: string,
  kind: "refund_owed" | "refund_settled",
  notice: { title: string; body: string; link: string; key: string },
): Promise<void> {
  await runAsSystem((tx) =>
    tx.execute(sql`select app_private.notify(r.user_id, ${kind}, ${notice.title}, ${notice.body}, ${notice.link}, ${notice.key})
      from public.refunds r where r.id = ${refundId}::uuid`),
  );
}

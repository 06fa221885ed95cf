import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { hostedCheckoutLines } from "@/lib/payments/rules/hosted-checkout";
import type { HostedPaymentProvider } from "@/lib/payments/types";
import type { Caller } from "@/lib/data/caller";
import {
  confirmOrder,
  releaseOrder,
  reserveOrder,
  type CheckoutInput,
  type ReserveResult,
} from "@/lib/payments/data/checkout";
import { runAs } from "@/lib/data/run-as";
import { runAsSystem, runStatementAsSystem } from "@/lib/data/system";
import { logger } from "@/lib/observability/log";

// Checkout through a provider's hosted page: the same reservation as the card path, then a checkout
// at the provider for exactly the pending order's total; the buyer pays there and the signed webhook
// (lib/payments/data/payment-events.ts) confirms or releases the order. This server never sees card data.

export type StartHostedResult =
  | { ok: true; orderId: string; url: string }
  /** Nothing to pay (credit covered it all): confirmed here, no provider involved. */
  | { ok: true; orderId: string; url: null; paid: true }
  | Extract<ReserveResult, { ok: false }>
  /** The order was already paid (a retried submit after the payment went through). */
  | { ok: false; reason: "already_paid"; orderId: string }
  /** The provider could not be reached or refused the checkout: the stock went back. */
  | { ok: false; reason: "provider_unavailable" };

export interface HostedUrls {
  /** Where the provider sends the buyer back; the order id is appended. */
  returnUrl: (orderId: string) => string;
  cancelUrl: (orderId: string) => string;
  /** The single line's name when the order is sent as one line (the Spanish text is the caller's). */
  wholeOrderName: (units: number) => string;
}

type AttachedRow = { provider_checkout_url: string | null; reserved_until: string; status: string };

/**
 * Reserves the cart and opens the provider's checkout for it. A retried submit (same idempotency key)
 * gets the checkout it already has, never a second one: the order's checkout id is unique.
 */
export async function startHostedCheckout(
  caller: Caller,
  input: Omit<CheckoutInput, "contact"> & { contact: Omit<CheckoutInput["contact"], "cardLast4"> },
  provider: HostedPaymentProvider,
  urls: HostedUrls,
): Promise<StartHostedResult> {
  const reserved = await reserveOrder(caller, { ...input, contact: { ...input.contact, cardLast4: "" } });
  if (!reserved.ok) return reserved;
  const { orderId, totalCents } = reserved;
  if (reserved.status === "paid") return { ok: false, reason: "already_paid", orderId };
  if (reserved.replayed) {
    const attached = await attachedCheckout(orderId);
    // A replay while the first request is still creating the checkout: the first one redirects.
    if (attached?.provider_checkout_url) return { ok: true, orderId, url: attached.provider_checkout_url };
  }
  if (totalCents === 0) {
    const confirmed = await confirmOrder(orderId, { amountCents: 0, reference: "credito" });
    return confirmed.ok ? { ok: true, orderId, url: null, paid: true } : { ok: false, reason: "provider_unavailable" };
  }
  try {
    const checkout = await provider.createCheckout({
      orderId,
      lines: hostedCheckoutLines(
        reserved.lines.map((l) => ({ name: l.title, quantity: l.quantity, unitCents: l.unitCents })),
        totalCents,
        urls.wholeOrderName,
      ),
      totalCents,
      successUrl: urls.returnUrl(orderId),
      cancelUrl: urls.cancelUrl(orderId),
      expiresAt: reserved.reservedUntil!,
      idempotencyKey: input.idempotencyKey,
    });
    // The first checkout attached wins: two submits of one attempt racing here (a double click
    // before the first answered) both send the buyer to that one, the other expires unpaid.
    const attached = await runStatementAsSystem<{ provider_checkout_url: string }>(
      sql`update public.orders set payment_provider = ${provider.name},
        provider_checkout_id = ${checkout.checkoutId}, provider_checkout_url = ${checkout.url}
        where id = ${orderId}::uuid and status = 'pending' and provider_checkout_id is null
        returning provider_checkout_url`,
    );
    if (attached.length === 0) {
      // A retry of the same submit attached its checkout first: both hand out that one.
      const winner = await attachedCheckout(orderId);
      if (winner?.status === "pending" && winner.provider_checkout_url)
        return { ok: true, orderId, url: winner.provider_checkout_url };
      // No pending order to pay any more (released while the provider answered): a payment page
      // for it would take money for nothing.
      logger({ component: "payments" }).error(
        { event: "hosted-checkout-order-gone", orderId, status: winner?.status ?? "missing" },
        "checkout not handed out",
      );
      return { ok: false, reason: "provider_unavailable" };
    }
    return { ok: true, orderId, url: checkout.url };
  } catch (error) {
    // No checkout exists for this order: its stock goes back now rather than in 15 minutes.
    logger({ component: "payments" }).error(
      { event: "hosted-checkout-create-failed", orderId, err: error },
      "checkout not created",
    );
    await releaseOrder(orderId, "failed").catch(() => undefined);
    return { ok: false, reason: "provider_unavailable" };
  }
}

async function attachedCheckout(orderId: string): Promise<AttachedRow | undefined> {
  return runAsSystem(async (tx) =>
    rowsOf<AttachedRow>(
      await tx.execute(
        sql`select provider_checkout_url, reserved_until, status from public.orders where id = ${orderId}::uuid`,
      ),
    ),
  ).then((rows) => rows[0]);
}

/** What the return page shows: the buyer's own order (row level security), never another's. */
export interface OrderPaymentStatus {
  orderId: string;
  status: "pending" | "paid" | "failed" | "cancelled";
  method: "card" | "bank_transfer" | null;
  /** Until when a pending order holds its stock (a bank transfer's deadline). */
  reservedUntil: Date | null;
  totalCents: number;
  voucherCount: number;
  /** Money came but could not become this order's payment; the operator returns it. */
  issue: "amount_mismatch" | "refund_owed" | null;
}

type StatusRow = {
  id: string;
  status: OrderPaymentStatus["status"];
  payment_method: OrderPaymentStatus["method"];
  reserved_until: string | null;
  total: string;
  payment_issue: OrderPaymentStatus["issue"];
  voucher_count: number;
};

export async function getOrderPaymentStatus(caller: Caller, orderId: string): Promise<OrderPaymentStatus | null> {
  if (caller.role !== "authenticated") return null;
  const [row] = await runAs(caller, async (tx) =>
    rowsOf<StatusRow>(
      await tx.execute(sql`select o.id, o.status, o.payment_method, o.reserved_until, o.total::text as total,
        o.payment_issue, (select coalesce(sum(i.quantity), 0)::integer from public.order_items i
          where i.order_id = o.id) as voucher_count
        from public.orders o where o.id = ${orderId}::uuid and o.buyer_user_id = ${caller.userId}::uuid`),
    ),
  );
  if (!row) return null;
  return {
    orderId: row.id,
    status: row.status,
    method: row.payment_method,
    reservedUntil: row.reserved_until ? new Date(row.reserved_until) : null,
    totalCents: toCents(row.total),
    voucherCount: row.voucher_count,
    issue: row.payment_issue,
  };
}

/**
 * The buyer came back through the provider's cancel link, or cancels a started bank transfer from
 * /pago/{id}. The provider is asked first: a checkout paid by card after all (the webhook not yet
 * here) is left for the webhook; otherwise the stock goes back now. A started transfer is released
 * too (one buyer once held a whole coupon for a day that way): Recurrente's API, as the adapter speaks it, has
 * no call to cancel a bank-transfer intent, so the provider is not told; a transfer that arrives
 * anyway is a late payment (lib/payments/data/payment-events.ts 'confirm_late': the stock is taken back if still
 * there, or the money is returned). True when the order was released.
 */
export async function cancelHostedCheckout(
  caller: Caller,
  orderId: string,
  provider: HostedPaymentProvider,
): Promise<boolean> {
  const status = await getOrderPaymentStatus(caller, orderId);
  if (!status || status.status !== "pending") return false;
  const [row] = await runAsSystem(async (tx) =>
    rowsOf<{ provider_checkout_id: string | null }>(
      await tx.execute(sql`select provider_checkout_id from public.orders where id = ${orderId}::uuid`),
    ),
  );
  if (row?.provider_checkout_id) {
    const state = await provider.getCheckout(row.provider_checkout_id);
    if (state.status === "succeeded") return false;
  }
  return releaseOrder(orderId, "cancelled");
}

// Payment reconciliation rules (pure): our order beside what the provider says about its checkout,
// and which differences the operator must see. lib/payments/data/reconciliation.ts gathers both sides.
import type { ProviderCheckoutState } from "@/lib/payments/types";
import type { OrderStatus } from "./state";

/** The kinds of payment_mismatches (lib/db/schema/payments.ts says what each means). */
export const MISMATCH_KINDS = [
  "paid_not_recorded",
  "recorded_not_paid",
  "amount_differs",
  "refund_missing_provider",
  "refund_missing_here",
] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

/** The currency every order is charged in. */
export const ORDER_CURRENCY = "GTQ";

export interface OrderPaymentFacts {
  status: OrderStatus;
  totalCents: number;
  /** orders.refunded_total: every voucher refund of the order, however it is paid back. */
  refundedTotalCents: number;
  /**
   * The part of refundedTotalCents the provider is not expected to have given back: refunds owed
   * (the operator pays them as credit or transfer) and refunds whose provider call is still to come.
   */
  refundedElsewhereCents: number;
  /** The provider refund of the whole payment (orders.provider_refund_id), if one was made. */
  providerRefundId: string | null;
  paymentReference: string | null;
}

export type ProviderFacts = Pick<
  ProviderCheckoutState,
  "status" | "amountCents" | "currency" | "refundedCents" | "paymentId"
>;

export interface Mismatch {
  kind: MismatchKind;
  /** What each side said, for the operator (stored as the mismatch's details). */
  details: Record<string, string | number | null>;
}

/** How many cents we recorded as given back through the provider. */
export function expectedProviderRefundCents(order: OrderPaymentFacts, provider: ProviderFacts): number {
  // A whole-payment refund gives back whatever the provider took.
  if (order.providerRefundId) return provider.amountCents ?? order.totalCents;
  return Math.max(order.refundedTotalCents - order.refundedElsewhereCents, 0);
}

/**
 * The mismatches between one order and its checkout at the provider; none when they agree. A
 * payment the provider took and gave back in full, for an order that was never paid here, agrees.
 */
export function findMismatches(order: OrderPaymentFacts, provider: ProviderFacts): Mismatch[] {
  const details = {
    orderStatus: order.status,
    orderTotalCents: order.totalCents,
    orderRefundedCents: order.refundedTotalCents,
    paymentReference: order.paymentReference,
    providerRefundId: order.providerRefundId,
    providerStatus: provider.status,
    providerAmountCents: provider.amountCents,
    providerCurrency: provider.currency,
    providerRefundedCents: provider.refundedCents,
    providerPaymentId: provider.paymentId,
  };
  const found: Mismatch[] = [];
  const add = (kind: MismatchKind) => found.push({ kind, details });
  const paidHere = order.status === "paid";

  if (provider.status !== "succeeded") {
    if (paidHere) add("recorded_not_paid");
    return found;
  }

  const paidCents = provider.amountCents ?? 0;
  const expected = expectedProviderRefundCents(order, provider);
  const refunded = Math.max(provider.refundedCents, 0);
  if (paidHere) {
    if (provider.amountCents !== order.totalCents || provider.currency !== ORDER_CURRENCY) add("amount_differs");
  } else if (!order.providerRefundId && refunded < paidCents) {
    // The provider kept money for an order that is not paid here: fulfil it or give it back.
    add("paid_not_recorded");
  }
  if (expected > refunded) add("refund_missing_provider");
  else if (refunded > expected) add("refund_missing_here");
  return found;
}

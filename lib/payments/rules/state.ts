// What a provider's payment event does to an order: the order's state machine for hosted checkouts.
// Pure: lib/payments/data/payment-events.ts reads the locked order and the event, asks here, and does what this
// answers. Events arrive late, twice and out of order, so every rule looks at where the order is
// now, never at which event came before: an order only moves forward (pending -> paid, or
// pending -> released), and a released order is paid only through the late-payment path.
import type { ProviderPaymentStatus } from "@/lib/payments/types";

export type OrderStatus = "pending" | "paid" | "failed" | "cancelled";

/** The only currency orders are priced in. */
export const ORDER_CURRENCY = "GTQ";

export interface EventFacts {
  status: ProviderPaymentStatus;
  amountCents: number | null;
  currency: string | null;
  /** A started bank transfer's deadline (pending events only). */
  deadline?: Date | null;
}

/** The longest a bank transfer may hold a coupon's stock, whatever deadline the provider states. */
export const MAX_TRANSFER_HOLD_MS = 7 * 24 * 3_600_000;

export type PaymentDecision =
  /** A bank transfer started: the pending order keeps its stock until the transfer's deadline. */
  | { action: "hold"; until: Date }
  /** A pending order is paid: confirm it (vouchers, receipt, points). */
  | { action: "confirm" }
  /** Paid after the order was released: take its stock back and confirm, or owe a refund. */
  | { action: "confirm_late" }
  /** Declined, cancelled or expired on the provider's side: the stock goes back. */
  | { action: "release"; as: "failed" | "cancelled" }
  /** Money that cannot be this order's payment: the order stays as it is, flagged for the operator. */
  | { action: "flag"; issue: "amount_mismatch"; note: "amount_mismatch" | "currency_mismatch" }
  /** Changes nothing. */
  | { action: "ignore"; note: "not_final" | "already_paid" | "already_released" };

/** Why a payment's money is not this order's total, or null when it is exactly that (GTQ, to the cent). */
export function paymentMismatch(
  event: Pick<EventFacts, "amountCents" | "currency">,
  orderTotalCents: number,
): "amount_mismatch" | "currency_mismatch" | null {
  if (event.currency?.toUpperCase() !== ORDER_CURRENCY) return "currency_mismatch";
  if (event.amountCents === null || event.amountCents !== orderTotalCents) return "amount_mismatch";
  return null;
}

export function decidePaymentEvent(
  order: { status: OrderStatus; totalCents: number },
  event: EventFacts,
  now: Date = new Date(),
): PaymentDecision {
  if (event.status === "pending") {
    if (event.deadline && order.status === "pending") return { action: "hold", until: holdUntil(event.deadline, now) };
    return { action: "ignore", note: "not_final" };
  }
  // Nothing moves a paid order: a decline or a cancellation after the success is stale, and a
  // repeated success was already applied. A refund is the operator's, through the refund path.
  if (order.status === "paid") return { action: "ignore", note: "already_paid" };
  if (event.status === "succeeded") {
    const mismatch = paymentMismatch(event, order.totalCents);
    if (mismatch) return { action: "flag", issue: "amount_mismatch", note: mismatch };
    return order.status === "pending" ? { action: "confirm" } : { action: "confirm_late" };
  }
  if (order.status !== "pending") return { action: "ignore", note: "already_released" };
  return { action: "release", as: event.status === "failed" ? "failed" : "cancelled" };
}

/** The payment method an event's type names: bank transfer events have their own type prefix. */
export function paymentMethodOf(type: string): "card" | "bank_transfer" {
  return type.startsWith("bank_transfer") ? "bank_transfer" : "card";
}

/** The deadline a transfer holds stock until: the provider's, never more than a week from now. */
export function holdUntil(deadline: Date, now: Date): Date {
  return new Date(Math.min(deadline.getTime(), now.getTime() + MAX_TRANSFER_HOLD_MS));
}

// Recurrente's webhook payloads and checkout objects, read into the port's shapes. Payloads differ
// by type (a failed card names only the checkout; a bank transfer's own id is ba_… while its
// payment is pa_…), so every field is looked for where each type puts it and is null when absent.
import type { PaymentEvent, ProviderCheckoutState, ProviderPaymentStatus } from "../../types";
import type { RecurrenteCheckout, RecurrenteRefund } from "./api";

/** The event types to subscribe the webhook endpoint to; any other type is read as "pending". */
export const RECURRENTE_EVENT_STATUS: Readonly<Record<string, ProviderPaymentStatus>> = {
  "payment_intent.succeeded": "succeeded",
  "payment_intent.failed": "failed",
  "bank_transfer_intent.pending": "pending",
  "bank_transfer_intent.succeeded": "succeeded",
  "bank_transfer_intent.failed": "failed",
};

type Json = Record<string, unknown>;

const object = (value: unknown): Json | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : null;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** Integer cents from a number or a digit string ("500"), else null. */
export function centsOf(value: unknown): number | null {
  if (typeof value === "number" && Number.isSafeInteger(value)) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

function dateOf(value: unknown): Date | null {
  const raw = text(value);
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * How long a started bank transfer is waited for when its pending event states no deadline
 * (`expires_at`): the order's stock is held that long.
 */
export const DEFAULT_TRANSFER_HOURS = 24;

/** A verified payload as the port's event. `receivedAt` (the svix timestamp) stands in for a missing created_at. */
export function normaliseRecurrenteEvent(
  eventId: string,
  payload: unknown,
  receivedAt: Date,
  transferHours: number = DEFAULT_TRANSFER_HOURS,
): PaymentEvent {
  const body = object(payload) ?? {};
  const type = text(body.event_type) ?? "unknown";
  const status = RECURRENTE_EVENT_STATUS[type] ?? "pending";
  const known = type in RECURRENTE_EVENT_STATUS;
  const checkout = object(body.checkout);
  const metadata = object(checkout?.metadata) ?? object(body.metadata);
  const ownId = text(body.id);
  const occurredAt = dateOf(body.created_at) ?? receivedAt;
  const paymentId =
    text(object(body.payment)?.id) ??
    text(object(checkout?.payment)?.id) ??
    (type.startsWith("payment_intent.") && ownId?.startsWith("pa_") ? ownId : null);
  return {
    eventId,
    type,
    status,
    // An event about something else (a subscription) must not be matched to a checkout.
    checkoutId: known ? text(checkout?.id) : null,
    orderId: known ? text(metadata?.order_id) : null,
    paymentId: known ? paymentId : null,
    // A number past what cents can be (1e30) is kept as it came, for the event check to refuse (422),
    // not read as "no amount" and stored.
    amountCents:
      centsOf(body.amount_in_cents) ?? (typeof body.amount_in_cents === "number" ? body.amount_in_cents : null),
    currency: text(body.currency),
    occurredAt,
    deadline:
      type === "bank_transfer_intent.pending"
        ? (dateOf(body.expires_at) ?? new Date(occurredAt.getTime() + transferHours * 3_600_000))
        : null,
    raw: payload,
  };
}

/**
 * Cents given back by the succeeded refunds among `refunds`, each counted once by id (the checkout's
 * own list and the ones read by id may name the same refund).
 */
export function refundedCentsOf(refunds: readonly (RecurrenteRefund | null | undefined)[]): number {
  const seen = new Map<string, number>();
  for (const refund of refunds) {
    if (!refund || typeof refund.id !== "string" || refund.status !== "succeeded") continue;
    seen.set(refund.id, Math.max(centsOf(refund.customer_refunded_amount_in_cents) ?? 0, 0));
  }
  let total = 0;
  for (const cents of seen.values()) total += cents;
  return total;
}

/**
 * A checkout's state as GET /api/checkouts/:id tells it; `now` decides whether an unpaid one has
 * expired; `refunds` are refunds read by id (api.ts says why), added to any the checkout lists.
 */
export function toCheckoutState(
  checkout: RecurrenteCheckout,
  now: Date = new Date(),
  refunds: readonly RecurrenteRefund[] = [],
): ProviderCheckoutState {
  const expiresAt = dateOf(checkout.expires_at);
  let status: ProviderPaymentStatus;
  switch (checkout.status) {
    case "paid":
      status = "succeeded";
      break;
    case "expired":
      status = "expired";
      break;
    case "unpaid":
      status = expiresAt && expiresAt.getTime() <= now.getTime() ? "expired" : "pending";
      break;
    default:
      status = "pending";
  }
  const methodType = text(checkout.payment_method?.type);
  const method = methodType === "card" ? "card" : methodType?.startsWith("bank_transfer") ? "bank_transfer" : null;
  return {
    checkoutId: checkout.id,
    status,
    amountCents: centsOf(checkout.total_in_cents),
    currency: text(checkout.currency),
    paymentId: text(checkout.payment?.id),
    method,
    // Recurrente states no payment time on a checkout; the latest intent's creation is the closest.
    paidAt: status === "succeeded" ? dateOf(checkout.latest_intent?.created_at) : null,
    refundedCents: refundedCentsOf([...(Array.isArray(checkout.refunds) ? checkout.refunds : []), ...refunds]),
  };
}

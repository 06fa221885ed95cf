// The return page's view of an order paid on a provider's page: which of five states the buyer
// sees, and how often the page asks again. Pure, so the rules are tested without a browser.

export type PaymentReturnState = "pending" | "transfer" | "paid" | "failed" | "issue";

export interface PaymentStatusFacts {
  status: "pending" | "paid" | "failed" | "cancelled";
  method: "card" | "bank_transfer" | null;
  issue: "amount_mismatch" | "refund_owed" | null;
}

/**
 * Money that could not become the order's payment outranks everything (the buyer must hear it will
 * be returned); then paid, then released; a pending order waits for a card or for a transfer.
 */
export function paymentReturnState(facts: PaymentStatusFacts): PaymentReturnState {
  if (facts.issue) return "issue";
  if (facts.status === "paid") return "paid";
  if (facts.status === "failed" || facts.status === "cancelled") return "failed";
  return facts.method === "bank_transfer" ? "transfer" : "pending";
}

/** Nothing the page can learn by asking again: the webhook has decided. */
export const isFinalPaymentState = (state: PaymentReturnState) => state !== "pending" && state !== "transfer";

export const POLL_INTERVAL_MS = 2_000;
/** After this long the webhook is late (or the transfer is not made yet): ask less often. */
export const POLL_BACKOFF_AFTER_MS = 2 * 60_000;
export const POLL_SLOW_INTERVAL_MS = 15_000;

/** The wait before the next question, `elapsedMs` after the page started asking. */
export function nextPollDelay(elapsedMs: number): number {
  return elapsedMs < POLL_BACKOFF_AFTER_MS ? POLL_INTERVAL_MS : POLL_SLOW_INTERVAL_MS;
}

// The return page's states and how often it asks: the pure rules behind the polling island.
import { describe, expect, it } from "vitest";
import {
  isFinalPaymentState,
  nextPollDelay,
  paymentReturnState,
  POLL_BACKOFF_AFTER_MS,
  POLL_INTERVAL_MS,
} from "@/lib/payments/rules/return";

describe("paymentReturnState", () => {
  it("a pending order waits for its card, or for its bank transfer", () => {
    expect(paymentReturnState({ status: "pending", method: null, issue: null })).toBe("pending");
    expect(paymentReturnState({ status: "pending", method: "card", issue: null })).toBe("pending");
    expect(paymentReturnState({ status: "pending", method: "bank_transfer", issue: null })).toBe("transfer");
  });

  it("paid, released (failed or cancelled), and money that could not become the order's payment", () => {
    expect(paymentReturnState({ status: "paid", method: "card", issue: null })).toBe("paid");
    expect(paymentReturnState({ status: "failed", method: "card", issue: null })).toBe("failed");
    expect(paymentReturnState({ status: "cancelled", method: null, issue: null })).toBe("failed");
    for (const issue of ["refund_owed", "amount_mismatch"] as const)
      for (const status of ["pending", "paid", "failed", "cancelled"] as const)
        expect(paymentReturnState({ status, method: "card", issue })).toBe("issue");
  });

  it("only pending and transfer are worth asking again", () => {
    expect(["pending", "transfer", "paid", "failed", "issue"].filter((s) => !isFinalPaymentState(s as never))).toEqual([
      "pending",
      "transfer",
    ]);
  });
});

describe("nextPollDelay", () => {
  it("every 2 seconds for 2 minutes, then less often", () => {
    expect(nextPollDelay(0)).toBe(POLL_INTERVAL_MS);
    expect(POLL_INTERVAL_MS).toBe(2_000);
    expect(nextPollDelay(POLL_BACKOFF_AFTER_MS - 1)).toBe(2_000);
    expect(POLL_BACKOFF_AFTER_MS).toBe(120_000);
    expect(nextPollDelay(POLL_BACKOFF_AFTER_MS)).toBeGreaterThan(2_000);
  });
});

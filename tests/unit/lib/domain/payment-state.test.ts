import { describe, expect, it } from "vitest";
import {
  decidePaymentEvent,
  MAX_TRANSFER_HOLD_MS,
  paymentMethodOf,
  paymentMismatch,
  type EventFacts,
  type OrderStatus,
} from "@/lib/payments/rules/state";
import type { ProviderPaymentStatus } from "@/lib/payments/types";

const TOTAL = 8_959;
const order = (status: OrderStatus) => ({ status, totalCents: TOTAL });
const event = (status: ProviderPaymentStatus, overrides: Partial<EventFacts> = {}): EventFacts => ({
  status,
  amountCents: TOTAL,
  currency: "GTQ",
  ...overrides,
});

describe("paymentMismatch", () => {
  it("accepts exactly the order's total in quetzales", () => {
    expect(paymentMismatch({ amountCents: TOTAL, currency: "GTQ" }, TOTAL)).toBeNull();
    expect(paymentMismatch({ amountCents: TOTAL, currency: "gtq" }, TOTAL)).toBeNull();
  });

  it("refuses another amount, a missing amount, another or a missing currency", () => {
    expect(paymentMismatch({ amountCents: TOTAL - 1, currency: "GTQ" }, TOTAL)).toBe("amount_mismatch");
    expect(paymentMismatch({ amountCents: TOTAL + 1, currency: "GTQ" }, TOTAL)).toBe("amount_mismatch");
    expect(paymentMismatch({ amountCents: null, currency: "GTQ" }, TOTAL)).toBe("amount_mismatch");
    expect(paymentMismatch({ amountCents: TOTAL, currency: "USD" }, TOTAL)).toBe("currency_mismatch");
    expect(paymentMismatch({ amountCents: TOTAL, currency: null }, TOTAL)).toBe("currency_mismatch");
  });
});

describe("decidePaymentEvent", () => {
  it("pays a pending order once its exact total succeeded", () => {
    expect(decidePaymentEvent(order("pending"), event("succeeded"))).toEqual({ action: "confirm" });
  });

  it("never moves a paid order: a later decline, cancellation, expiry or repeat changes nothing", () => {
    for (const status of ["succeeded", "failed", "cancelled", "expired"] as const) {
      expect(decidePaymentEvent(order("paid"), event(status))).toEqual({ action: "ignore", note: "already_paid" });
    }
    // Not even a success for another amount: the order is paid, the operator sees the event.
    expect(decidePaymentEvent(order("paid"), event("succeeded", { amountCents: 1 })).action).toBe("ignore");
  });

  it("releases a pending order that was declined (failed) or cancelled or expired at the provider", () => {
    expect(decidePaymentEvent(order("pending"), event("failed"))).toEqual({ action: "release", as: "failed" });
    expect(decidePaymentEvent(order("pending"), event("cancelled"))).toEqual({ action: "release", as: "cancelled" });
    expect(decidePaymentEvent(order("pending"), event("expired"))).toEqual({ action: "release", as: "cancelled" });
  });

  it("ignores a decline for an order already released", () => {
    for (const status of ["failed", "cancelled"] as const) {
      for (const e of ["failed", "cancelled", "expired"] as const) {
        expect(decidePaymentEvent(order(status), event(e))).toEqual({ action: "ignore", note: "already_released" });
      }
    }
  });

  it("takes a success after the order was released down the late-payment path", () => {
    expect(decidePaymentEvent(order("cancelled"), event("succeeded"))).toEqual({ action: "confirm_late" });
    expect(decidePaymentEvent(order("failed"), event("succeeded"))).toEqual({ action: "confirm_late" });
  });

  it("flags a success for the wrong amount or currency instead of paying", () => {
    expect(decidePaymentEvent(order("pending"), event("succeeded", { amountCents: TOTAL - 100 }))).toEqual({
      action: "flag",
      issue: "amount_mismatch",
      note: "amount_mismatch",
    });
    expect(decidePaymentEvent(order("cancelled"), event("succeeded", { currency: "USD" }))).toEqual({
      action: "flag",
      issue: "amount_mismatch",
      note: "currency_mismatch",
    });
  });

  it("waits on a pending event (a bank transfer not yet confirmed)", () => {
    for (const status of ["pending", "paid", "cancelled"] as const) {
      expect(decidePaymentEvent(order(status), event("pending"))).toEqual({ action: "ignore", note: "not_final" });
    }
  });
});

describe("decidePaymentEvent: bank transfers", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  it("holds a pending order's stock until a started transfer's deadline", () => {
    const deadline = new Date("2026-11-28T12:00:00Z");
    expect(decidePaymentEvent(order("pending"), event("pending", { deadline }), now)).toEqual({
      action: "hold",
      until: deadline,
    });
  });
  it("never holds stock longer than a week, whatever the provider says", () => {
    const far = new Date("2027-03-01T00:00:00Z");
    const decision = decidePaymentEvent(order("pending"), event("pending", { deadline: far }), now);
    expect(decision).toEqual({ action: "hold", until: new Date(now.getTime() + MAX_TRANSFER_HOLD_MS) });
  });
  it("holds nothing for an order already paid or released", () => {
    const deadline = new Date("2026-11-28T12:00:00Z");
    for (const status of ["paid", "failed", "cancelled"] as const)
      expect(decidePaymentEvent(order(status), event("pending", { deadline }), now)).toEqual({
        action: "ignore",
        note: "not_final",
      });
  });
});

describe("paymentMethodOf", () => {
  it("tells bank transfers from cards by the event's type", () => {
    expect(paymentMethodOf("bank_transfer_intent.succeeded")).toBe("bank_transfer");
    expect(paymentMethodOf("payment_intent.succeeded")).toBe("card");
  });
});

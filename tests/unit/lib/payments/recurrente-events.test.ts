// Recurrente's payloads (shaped as its documentation shows them) read into PaymentEvent and
// ProviderCheckoutState: each event type's status, ids, amount and currency, and nulls where a
// type leaves a field out.
import { describe, expect, it } from "vitest";
import { checkPaymentEvent } from "@/lib/payments/rules/event-check";
import { centsOf, normaliseRecurrenteEvent, toCheckoutState } from "@/lib/payments/adapters/recurrente/events";

const received = new Date("2026-11-27T02:00:00Z");
const checkoutFull = (status: string, methodType: string | null) => ({
  id: "ch_abc",
  status,
  payment: { id: "pa_pay1", paymentable: { type: "OneTimePayment", id: "on_1" } },
  payment_method: methodType ? { id: "pay_m_1", type: methodType } : null,
  transfer_setups: [],
  metadata: { order_id: "order-1" },
});

describe("normaliseRecurrenteEvent", () => {
  it("payment_intent.succeeded: succeeded, with checkout, order, payment, amount and currency", () => {
    const payload = {
      id: "pa_pay1",
      event_type: "payment_intent.succeeded",
      checkout: checkoutFull("paid", "card"),
      created_at: "2026-11-27T01:59:58.000Z",
      amount_in_cents: 22_400,
      currency: "GTQ",
      payment: { id: "pa_pay1" },
    };
    expect(normaliseRecurrenteEvent("msg_1", payload, received)).toEqual({
      eventId: "msg_1",
      type: "payment_intent.succeeded",
      status: "succeeded",
      checkoutId: "ch_abc",
      orderId: "order-1",
      paymentId: "pa_pay1",
      amountCents: 22_400,
      currency: "GTQ",
      occurredAt: new Date("2026-11-27T01:59:58.000Z"),
      deadline: null,
      raw: payload,
    });
  });

  it("payment_intent.failed: failed; the checkout is named by id only, so the order id is null", () => {
    const event = normaliseRecurrenteEvent(
      "msg_2",
      {
        id: "pa_try1",
        event_type: "payment_intent.failed",
        checkout: { id: "ch_abc" },
        failure_reason: "Tu banco ha rechazado la transacción.",
        amount_in_cents: 22_400,
        currency: "GTQ",
      },
      received,
    );
    expect(event).toMatchObject({ status: "failed", checkoutId: "ch_abc", orderId: null, paymentId: "pa_try1" });
  });

  it.each([
    ["bank_transfer_intent.pending", "payment_in_progress", "pending"],
    ["bank_transfer_intent.succeeded", "paid", "succeeded"],
    ["bank_transfer_intent.failed", "unpaid", "failed"],
  ] as const)("%s: %s", (type, checkoutStatus, status) => {
    const event = normaliseRecurrenteEvent(
      "msg_3",
      {
        id: "ba_tr1",
        event_type: type,
        created_at: "2026-11-27T01:00:00Z",
        amount_in_cents: 10_000,
        currency: "GTQ",
        checkout: checkoutFull(checkoutStatus, null),
        payment: { id: "pa_pay1" },
      },
      received,
    );
    // The transfer's own id is ba_…; what a refund names is the payment, pa_…
    expect(event).toMatchObject({ type, status, checkoutId: "ch_abc", orderId: "order-1", paymentId: "pa_pay1" });
    expect(event.amountCents).toBe(10_000);
  });

  it("an event about something else (a subscription) is pending and points at no checkout", () => {
    const event = normaliseRecurrenteEvent(
      "msg_4",
      { id: "su_1", event_type: "subscription.create", checkout: { id: "ch_abc" }, payment: { id: "pa_1" } },
      received,
    );
    expect(event).toMatchObject({ type: "subscription.create", status: "pending", checkoutId: null, orderId: null });
    expect(event.paymentId).toBeNull();
  });

  it("a payload without created_at, amount or type: the svix time, nulls and an unknown type", () => {
    const event = normaliseRecurrenteEvent("msg_5", "not an object", received);
    expect(event).toMatchObject({ type: "unknown", status: "pending", amountCents: null, currency: null });
    expect(event.occurredAt).toEqual(received);
  });

  it("amounts: integers and digit strings only", () => {
    expect(centsOf(500)).toBe(500);
    expect(centsOf("500")).toBe(500);
    expect(centsOf("5.00")).toBeNull();
    expect(centsOf(5.5)).toBeNull();
    expect(centsOf(null)).toBeNull();
  });

  it("an amount no cents can be (1e30, 5.5) is kept as sent, so the event check refuses it (422)", () => {
    for (const amount of [1e30, 5.5]) {
      const event = normaliseRecurrenteEvent(
        "msg_6",
        { event_type: "payment_intent.succeeded", amount_in_cents: amount },
        received,
      );
      expect(event.amountCents).toBe(amount);
      expect(checkPaymentEvent(event).ok).toBe(false);
    }
  });
});

describe("toCheckoutState", () => {
  const base = {
    id: "ch_abc",
    payment: null,
    payment_method: null,
    metadata: { order_id: "order-1" },
    total_in_cents: "22400",
    currency: "GTQ",
    expires_at: "2026-11-27T02:15:00Z",
    latest_intent: null,
  };

  it("unpaid before its expiry is pending, after it expired", () => {
    const checkout = { ...base, status: "unpaid" };
    expect(toCheckoutState(checkout, new Date("2026-11-27T02:14:59Z")).status).toBe("pending");
    expect(toCheckoutState(checkout, new Date("2026-11-27T02:15:00Z")).status).toBe("expired");
  });

  it("paid by card: succeeded, with payment, method, amount and time", () => {
    const state = toCheckoutState({
      ...base,
      status: "paid",
      payment: { id: "pa_pay1" },
      payment_method: { type: "card" },
      latest_intent: { id: "pa_pay1", created_at: "2026-11-27T02:05:00Z" },
    });
    expect(state).toEqual({
      checkoutId: "ch_abc",
      status: "succeeded",
      amountCents: 22_400,
      currency: "GTQ",
      paymentId: "pa_pay1",
      method: "card",
      paidAt: new Date("2026-11-27T02:05:00Z"),
      refundedCents: 0,
    });
  });

  it("a transfer under way is pending even past the card expiry; paid by transfer is bank_transfer", () => {
    const late = new Date("2026-11-28T00:00:00Z");
    expect(toCheckoutState({ ...base, status: "payment_in_progress" }, late).status).toBe("pending");
    const paid = toCheckoutState(
      { ...base, status: "paid", payment: { id: "pa_2" }, payment_method: { type: "bank_transfer_receiver" } },
      late,
    );
    expect(paid).toMatchObject({ status: "succeeded", method: "bank_transfer", paidAt: null });
  });

  it("refunded: counts each succeeded refund once, from the checkout's list and the ones read by id", () => {
    const refund = (id: string, cents: number | string, status = "succeeded") => ({
      id,
      status,
      customer_refunded_amount_in_cents: cents,
    });
    const paid = { ...base, status: "paid", payment: { id: "pa_1" } };
    expect(toCheckoutState(paid).refundedCents).toBe(0);
    expect(toCheckoutState({ ...paid, refunds: [refund("re_1", "22400")] }).refundedCents).toBe(22_400);
    const both = toCheckoutState({ ...paid, refunds: [refund("re_1", 22_400)] }, new Date(), [refund("re_1", 22_400)]);
    expect(both.refundedCents).toBe(22_400);
    expect(toCheckoutState(paid, new Date(), [refund("re_2", 500, "failed")]).refundedCents).toBe(0);
  });
});

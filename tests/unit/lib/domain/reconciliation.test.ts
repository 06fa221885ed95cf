// The reconciliation rules: which differences between an order and its checkout at the provider
// the operator must see, and that an order and a checkout that agree give none.
import { describe, expect, it } from "vitest";
import {
  expectedProviderRefundCents,
  findMismatches,
  type OrderPaymentFacts,
  type ProviderFacts,
} from "@/lib/payments/rules/reconciliation";
import { providerRefundRoute } from "@/lib/domain/refunds";

const order = (o: Partial<OrderPaymentFacts> = {}): OrderPaymentFacts => ({
  status: "paid",
  totalCents: 10_000,
  refundedTotalCents: 0,
  refundedElsewhereCents: 0,
  providerRefundId: null,
  paymentReference: "pa_1",
  ...o,
});
const paid = (p: Partial<ProviderFacts> = {}): ProviderFacts => ({
  status: "succeeded",
  amountCents: 10_000,
  currency: "GTQ",
  refundedCents: 0,
  paymentId: "pa_1",
  ...p,
});
const kinds = (o: OrderPaymentFacts, p: ProviderFacts) => findMismatches(o, p).map((m) => m.kind);

describe("findMismatches", () => {
  it("a paid order paid at the provider for its total agrees", () => {
    expect(kinds(order(), paid())).toEqual([]);
  });

  it("unpaid on both sides agrees, whatever the provider's unpaid status", () => {
    for (const status of ["pending", "failed", "cancelled", "expired"] as const)
      for (const here of ["pending", "failed", "cancelled"] as const)
        expect(kinds(order({ status: here }), paid({ status, amountCents: null }))).toEqual([]);
  });

  it("paid at the provider, not here: paid_not_recorded (pending, failed or cancelled here)", () => {
    for (const status of ["pending", "failed", "cancelled"] as const)
      expect(kinds(order({ status }), paid())).toEqual(["paid_not_recorded"]);
  });

  it("paid here, not at the provider: recorded_not_paid", () => {
    for (const status of ["pending", "failed", "cancelled", "expired"] as const)
      expect(kinds(order(), paid({ status }))).toEqual(["recorded_not_paid"]);
  });

  it("both paid, different amount or currency: amount_differs, with both sides in the details", () => {
    expect(kinds(order(), paid({ amountCents: 9_999 }))).toEqual(["amount_differs"]);
    expect(kinds(order(), paid({ currency: "USD" }))).toEqual(["amount_differs"]);
    const [m] = findMismatches(order(), paid({ amountCents: 9_999 }));
    expect(m!.details).toMatchObject({ orderTotalCents: 10_000, providerAmountCents: 9_999 });
  });

  it("a whole refund here (a late payment given back) with no refund there: refund_missing_provider", () => {
    const late = order({ status: "cancelled", providerRefundId: "re_1" });
    expect(kinds(late, paid())).toEqual(["refund_missing_provider"]);
    expect(kinds(late, paid({ refundedCents: 10_000 }))).toEqual([]);
  });

  it("a voucher refund sent to the provider but missing there: refund_missing_provider", () => {
    const refunded = order({ refundedTotalCents: 10_000 });
    expect(kinds(refunded, paid())).toEqual(["refund_missing_provider"]);
    expect(kinds(refunded, paid({ refundedCents: 10_000 }))).toEqual([]);
  });

  it("owed or in-flight refunds are not expected at the provider", () => {
    const owed = order({ refundedTotalCents: 4_000, refundedElsewhereCents: 4_000 });
    expect(expectedProviderRefundCents(owed, paid())).toBe(0);
    expect(kinds(owed, paid())).toEqual([]);
  });

  it("refunded at the provider, nothing here: refund_missing_here", () => {
    expect(kinds(order(), paid({ refundedCents: 10_000 }))).toEqual(["refund_missing_here"]);
    // An unpaid order whose payment the provider gave back in full: only the refund is unrecorded.
    expect(kinds(order({ status: "cancelled" }), paid({ refundedCents: 10_000 }))).toEqual(["refund_missing_here"]);
    // Given back in part: the rest is still money kept for an unpaid order.
    expect(kinds(order({ status: "cancelled" }), paid({ refundedCents: 100 }))).toEqual([
      "paid_not_recorded",
      "refund_missing_here",
    ]);
  });
});

describe("providerRefundRoute", () => {
  it("whole-payment providers refund only the whole of what they took; the rest is owed", () => {
    expect(providerRefundRoute({ amountCents: 8_959, orderTotalCents: 8_959, partialRefunds: false })).toBe("provider");
    expect(providerRefundRoute({ amountCents: 8_959, orderTotalCents: 17_918, partialRefunds: false })).toBe("owed");
  });

  it("providers that refund parts send any amount; nothing to send when credit paid it all", () => {
    expect(providerRefundRoute({ amountCents: 8_959, orderTotalCents: 17_918, partialRefunds: true })).toBe("provider");
    expect(providerRefundRoute({ amountCents: 0, orderTotalCents: 17_918, partialRefunds: false })).toBe("nothing");
  });
});

import { describe, expect, it } from "vitest";
import { textOf } from "@/lib/i18n/messages";
import {
  orderRefundState,
  refundAmountCents,
  refundDeadline,
  refundEligibility,
  refundRefusalCode,
  refundVoucherSchema,
  type RefundableVoucher,
} from "@/lib/domain/refunds";

const DAY = 86_400_000;
const now = new Date("2026-11-24T12:00:00Z");
const fresh: RefundableVoucher = {
  status: "vigente",
  expiresAt: new Date(now.getTime() + 30 * DAY),
  purchasedAt: new Date(now.getTime() - 2 * DAY),
  giftPending: false,
  receivedAsGift: false,
};

describe("refund eligibility", () => {
  it("allows an unused, unexpired voucher bought less than 7 days ago, until 7 days after purchase", () => {
    expect(refundEligibility(fresh, now)).toEqual({
      ok: true,
      deadline: new Date(fresh.purchasedAt.getTime() + 7 * DAY),
    });
    expect(refundDeadline(fresh.purchasedAt).getTime() - fresh.purchasedAt.getTime()).toBe(7 * DAY);
  });

  it("closes the window exactly 7 days after purchase", () => {
    const almost = { ...fresh, purchasedAt: new Date(now.getTime() - 7 * DAY + 1) };
    expect(refundEligibility(almost, now).ok).toBe(true);
    expect(refundEligibility({ ...fresh, purchasedAt: new Date(now.getTime() - 7 * DAY) }, now)).toEqual({
      ok: false,
      reason: "plazo_vencido",
    });
  });

  it("refuses redeemed, refunded, expired, gifted and pending-gift vouchers with their reason", () => {
    expect(refundEligibility({ ...fresh, status: "canjeado" }, now)).toEqual({ ok: false, reason: "canjeado" });
    expect(refundEligibility({ ...fresh, status: "reembolsado" }, now)).toEqual({ ok: false, reason: "reembolsado" });
    expect(refundEligibility({ ...fresh, status: "vencido" }, now)).toEqual({ ok: false, reason: "vencido" });
    // Still 'vigente' in the row, but past its date.
    expect(refundEligibility({ ...fresh, expiresAt: now }, now)).toEqual({ ok: false, reason: "vencido" });
    expect(refundEligibility({ ...fresh, receivedAsGift: true }, now)).toEqual({ ok: false, reason: "regalado" });
    expect(refundEligibility({ ...fresh, giftPending: true }, now)).toEqual({ ok: false, reason: "regalo_pendiente" });
  });

  it("answers the first reason in the database's order (used beats too old)", () => {
    const old = { ...fresh, purchasedAt: new Date(now.getTime() - 30 * DAY) };
    expect(refundEligibility({ ...old, status: "canjeado" }, now)).toEqual({ ok: false, reason: "canjeado" });
    expect(refundEligibility({ ...old, expiresAt: new Date(now.getTime() - 1) }, now)).toEqual({
      ok: false,
      reason: "vencido",
    });
  });

  it("words every refusal in Spanish, the window with its days", () => {
    for (const reason of [
      "no_existe",
      "canjeado",
      "vencido",
      "reembolsado",
      "regalado",
      "regalo_pendiente",
      "plazo_vencido",
    ] as const) {
      const text = textOf(refundRefusalCode(reason));
      expect(text).not.toContain("myCoupons.");
    }
    expect(textOf(refundRefusalCode("plazo_vencido"))).toContain("7 días");
  });

  it("takes a voucher id only", () => {
    expect(refundVoucherSchema.safeParse({ voucherId: "8d0f6f57-0c1e-4b9e-9f0a-3b8f6f1e2a11" }).success).toBe(true);
    expect(refundVoucherSchema.safeParse({ voucherId: "1; drop table" }).success).toBe(false);
  });
});

describe("order refund state and amounts", () => {
  it("is pagada, reembolsada parcialmente or reembolsada", () => {
    expect(orderRefundState(11_200, 0)).toBe("pagada");
    expect(orderRefundState(11_200, 5_600)).toBe("reembolsada_parcialmente");
    expect(orderRefundState(11_200, 11_200)).toBe("reembolsada");
  });

  it("gives back the unit with its IVA, and the last voucher exactly what is left", () => {
    // 3 x Q10.04: IVA on the order Q3.61, per unit Q1.20.
    const total = 3 * 1004 + 361;
    const first = refundAmountCents({
      unitPriceCents: 1004,
      orderTotalCents: total,
      refundedCents: 0,
      lastVoucher: false,
    });
    const second = refundAmountCents({
      unitPriceCents: 1004,
      orderTotalCents: total,
      refundedCents: first,
      lastVoucher: false,
    });
    const last = refundAmountCents({
      unitPriceCents: 1004,
      orderTotalCents: total,
      refundedCents: first + second,
      lastVoucher: true,
    });
    expect([first, second, last]).toEqual([1124, 1124, 1125]);
    expect(first + second + last).toBe(total);
    // Never more than what is left of the order.
    expect(
      refundAmountCents({ unitPriceCents: 5000, orderTotalCents: 6000, refundedCents: 5000, lastVoucher: false }),
    ).toBe(1000);
  });
});

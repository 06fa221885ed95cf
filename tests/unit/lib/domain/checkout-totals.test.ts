import { describe, expect, it } from "vitest";
import { checkoutTotals, mergeCartLines } from "@/lib/domain/checkout-totals";

describe("checkout totals (SPEC 9: IVA 12% on top, total = subtotal x 1.12)", () => {
  it("adds lines in cents and IVA on the subtotal", () => {
    expect(
      checkoutTotals([
        { unitPriceCents: 10_000, quantity: 2 },
        { unitPriceCents: 4_950, quantity: 1 },
      ]),
    ).toEqual({
      subtotalCents: 24_950,
      ivaCents: 2_994,
      totalCents: 27_944,
    });
  });

  it("rounds IVA once on the subtotal, as round(subtotal * 0.12, 2) does in SQL", () => {
    // Three lines of Q0.10: per line 3 x round(1.2) = 3 cents; on the subtotal round(3.6) = 4.
    const dimes = Array.from({ length: 3 }, () => ({ unitPriceCents: 10, quantity: 1 }));
    expect(checkoutTotals(dimes)).toEqual({ subtotalCents: 30, ivaCents: 4, totalCents: 34 });
    expect(checkoutTotals([{ unitPriceCents: 1_234, quantity: 1 }]).ivaCents).toBe(148); // 148.08
    expect(checkoutTotals([{ unitPriceCents: 104, quantity: 1 }]).ivaCents).toBe(12); // 12.48
    expect(checkoutTotals([{ unitPriceCents: 1_238, quantity: 1 }]).ivaCents).toBe(149); // 148.56
  });

  it("never meets a half cent, so the rounding mode cannot make cart and order disagree", () => {
    // 12 x s ends in 50 (mod 100) would need 6 x s = 25 (mod 50): even against odd, impossible.
    for (let s = 0; s < 10_000; s++) expect((s * 12) % 100).not.toBe(50);
  });

  it("is zero for an empty cart", () => {
    expect(checkoutTotals([])).toEqual({ subtotalCents: 0, ivaCents: 0, totalCents: 0 });
  });

  it("merges the same coupon into one line, keeping first positions", () => {
    const a = "11111111-1111-4111-8111-111111111111";
    const b = "22222222-2222-4222-8222-222222222222";
    expect(
      mergeCartLines([
        { couponId: a, quantity: 1 },
        { couponId: b, quantity: 2 },
        { couponId: a.toUpperCase(), quantity: 3 },
      ]),
    ).toEqual([
      { couponId: a, quantity: 4 },
      { couponId: b, quantity: 2 },
    ]);
  });
});

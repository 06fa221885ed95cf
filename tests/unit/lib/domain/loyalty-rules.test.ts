import { describe, expect, it } from "vitest";
import {
  applicableCreditCents,
  EARNING_RULES,
  earnsReferralBonus,
  followPoints,
  purchasePoints,
  refundPoints,
  reviewPoints,
} from "@/lib/domain/loyalty-rules";

describe("earning rules (issue 13)", () => {
  it("pays a point per whole quetzal paid, none for cents or nothing", () => {
    expect(purchasePoints(33_600)).toBe(336);
    expect(purchasePoints(2_240)).toBe(22);
    expect(purchasePoints(99)).toBe(0);
    expect(purchasePoints(0)).toBe(0);
    expect(purchasePoints(-500)).toBe(0);
    expect(purchasePoints(Number.NaN)).toBe(0);
  });

  it("takes back a refund's points, never more than the order still holds", () => {
    expect(refundPoints(16_800, 336)).toBe(168);
    expect(refundPoints(16_800, 100)).toBe(100);
    expect(refundPoints(16_800, 0)).toBe(0);
    expect(refundPoints(16_800, -5)).toBe(0);
  });

  it("pays the first purchase bonus, redeemed vouchers and daily visits their fixed points", () => {
    expect(EARNING_RULES.first_purchase.points).toBe(100);
    expect(EARNING_RULES.voucher_redeemed.points).toBe(20);
    expect(EARNING_RULES.daily_visit).toMatchObject({ points: 5, dailyCap: 1 });
  });

  it("pays a verified review more than an unverified one, and only once per coupon", () => {
    expect(reviewPoints(true, false)).toBe(50);
    expect(reviewPoints(false, false)).toBe(10);
    expect(reviewPoints(true, false)).toBeGreaterThan(reviewPoints(false, false));
    expect(reviewPoints(true, true)).toBe(0);
  });

  it("pays follows a little, at most 3 a day and once per business", () => {
    expect(followPoints(0, false)).toBe(5);
    expect(followPoints(2, false)).toBe(5);
    expect(followPoints(3, false)).toBe(0);
    expect(followPoints(0, true)).toBe(0);
  });

  it("pays referrals Q50 to each side and Q100 on the 5th of a month (SPEC)", () => {
    expect(EARNING_RULES.referral_referrer.creditCents).toBe(5_000);
    expect(EARNING_RULES.referral_invitee.creditCents).toBe(5_000);
    expect(EARNING_RULES.referral_bonus.creditCents).toBe(10_000);
    expect([1, 2, 3, 4, 5, 6, 10].map(earnsReferralBonus)).toEqual([false, false, false, false, true, false, false]);
  });

  it("applies credit up to the subtotal and never below zero", () => {
    expect(applicableCreditCents(5_000, 3_000)).toBe(3_000);
    expect(applicableCreditCents(5_000, 8_000)).toBe(5_000);
    expect(applicableCreditCents(0, 8_000)).toBe(0);
    expect(applicableCreditCents(-100, 8_000)).toBe(0);
    expect(applicableCreditCents(5_000, 0)).toBe(0);
  });
});

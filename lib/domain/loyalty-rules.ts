// How points, XP and credits are earned. One typed table that the database enforces
// too: supabase/migrations/20261124050100_loyalty_earning.sql writes the same figures, and
// tests/integration/loyalty-ledger.test.ts checks the two agree. Pure, no I/O.

/** Why a ledger row exists. The SQL check constraint on loyalty_ledger.reason lists the same. */
export type LedgerReason =
  | "purchase"
  | "purchase_refund"
  | "first_purchase"
  | "review_verified"
  | "review"
  | "voucher_redeemed"
  | "follow"
  | "daily_visit"
  | "achievement"
  | "referral_referrer"
  | "referral_invitee"
  | "referral_bonus"
  | "credit_applied"
  | "credit_returned"
  | "credit_refunded";

export interface EarningRule {
  /** Points (and the same XP) the event earns. */
  points: number;
  /** Credit in cents (Q1 = 100), for referral rewards. */
  creditCents: number;
  /** At most this many per Guatemala day; null = no daily cap. */
  dailyCap: number | null;
}

/**
 * Values a Guatemalan deals site can afford: about 1% back in points on what is paid, a welcome
 * bonus that equals a cheap lunch's worth of points, reviews worth writing (verified ones more),
 * a small nudge for follows (capped so following everything earns little) and a daily visit.
 */
export const EARNING_RULES = {
  /** Per whole quetzal of the order's total paid (after credits). */
  purchase: { points: 1, creditCents: 0, dailyCap: null },
  first_purchase: { points: 100, creditCents: 0, dailyCap: null },
  review_verified: { points: 50, creditCents: 0, dailyCap: null },
  review: { points: 10, creditCents: 0, dailyCap: null },
  voucher_redeemed: { points: 20, creditCents: 0, dailyCap: null },
  follow: { points: 5, creditCents: 0, dailyCap: 3 },
  daily_visit: { points: 5, creditCents: 0, dailyCap: 1 },
  referral_referrer: { points: 0, creditCents: 5_000, dailyCap: null },
  referral_invitee: { points: 0, creditCents: 5_000, dailyCap: null },
  /** Q100 extra for the 5th qualifying referral in one calendar month. */
  referral_bonus: { points: 0, creditCents: 10_000, dailyCap: null },
} as const satisfies Record<string, EarningRule>;

export type EarningKind = keyof typeof EARNING_RULES;

/** Referrals in one calendar month (Guatemala) that earn the referral bonus, once that month. */
export const REFERRAL_BONUS_EVERY = 5;

/** Points for a paid order: whole quetzales of what was paid; cents never earn a point. */
export function purchasePoints(paidCents: number): number {
  if (!Number.isFinite(paidCents) || paidCents <= 0) return 0;
  return Math.floor(paidCents / 100) * EARNING_RULES.purchase.points;
}

/**
 * Points a refund takes back: the refunded whole quetzales, never more than the order still
 * holds (a fully refunded order leaves nothing behind, and no refund goes below zero).
 */
export function refundPoints(refundedCents: number, orderPointsLeft: number): number {
  return Math.max(0, Math.min(purchasePoints(refundedCents), Math.max(0, orderPointsLeft)));
}

/** A review's points: verified (its author bought the coupon) earns more; one per coupon. */
export function reviewPoints(verified: boolean, alreadyRewardedForCoupon: boolean): number {
  if (alreadyRewardedForCoupon) return 0;
  return verified ? EARNING_RULES.review_verified.points : EARNING_RULES.review.points;
}

/** Points for following one more business today: nothing past the daily cap or for a repeat. */
export function followPoints(followsRewardedToday: number, businessRewardedBefore: boolean): number {
  if (businessRewardedBefore || followsRewardedToday >= EARNING_RULES.follow.dailyCap) return 0;
  return EARNING_RULES.follow.points;
}

/**
 * Credit usable on an order: the whole balance, but never more than the subtotal and never a
 * negative amount (a balance can only be spent, not owed).
 */
export function applicableCreditCents(balanceCents: number, subtotalCents: number): number {
  return Math.max(0, Math.min(Math.trunc(balanceCents), Math.trunc(subtotalCents)));
}

/** Whether this referral (the nth of its month, counted from 1) pays the monthly bonus. */
export function earnsReferralBonus(nthInMonth: number): boolean {
  return nthInMonth === REFERRAL_BONUS_EVERY;
}

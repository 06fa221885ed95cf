// The near-me query shapes of bench/near-search.ts (latency) and bench/explain-near.ts (plans).
import type { CouponQuery } from "@/lib/domain/coupon-query";

const zona10 = { lat: 14.598, lng: -90.508 };
const xela = { lat: 14.834, lng: -91.518 };

export const nearShapes: CouponQuery[] = [
  { near: { point: zona10, radiusM: 1000 } },
  { near: { point: zona10, radiusM: 5000 } },
  { near: { point: zona10, radiusM: 25000 } },
  { near: { point: xela, radiusM: 5000 } },
  { q: "pizza", near: { point: zona10, radiusM: 5000 } },
  { category: "restaurantes", near: { point: zona10, radiusM: 5000 } },
  { minPriceCents: 10_000, maxPriceCents: 30_000, near: { point: zona10, radiusM: 10000 } },
  { near: { point: zona10, radiusM: 5000 }, page: 5 },
  // A word in one coupon of eight: the walk with a test per row, not the matches first.
  { q: "promo", near: { point: zona10, radiusM: 5000 } },
  // Two words in about one coupon of a hundred: too many to measure each, too few to walk cheaply.
  { q: "sesion restaurantes", near: { point: zona10, radiusM: 5000 } },
  // Past the first hundred: a count with words then stops at 200 (nearWordsCountBound).
  { q: "promo", near: { point: zona10, radiusM: 5000 }, page: 12 },
];

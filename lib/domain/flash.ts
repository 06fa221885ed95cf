import type { CouponSort } from "./search";

// The flash page: flash categories and the four sorts, as URL values. The categories are
// values `searchCoupons` understands (catalogue ids or /buscar select values matched by keywords).
export const FLASH_CATEGORIES = [
  "all",
  "spa",
  "restaurante",
  "aventura",
  "fotografia",
  "tecnologia",
  "belleza",
  "viajes",
] as const;
export type FlashCategory = (typeof FLASH_CATEGORIES)[number];

export const FLASH_SORTS = ["time", "discount", "price", "popularity"] as const;
export type FlashSort = (typeof FLASH_SORTS)[number];

const SORT_TO_QUERY: Record<FlashSort, CouponSort> = {
  time: "termina-pronto",
  discount: "descuento-desc",
  price: "precio-asc",
  popularity: "popularidad",
};

export const flashSortToQuery = (sort: FlashSort): CouponSort => SORT_TO_QUERY[sort];

/** The category to search for: undefined means every category. */
export const flashCategoryToQuery = (category: FlashCategory): string | undefined =>
  category === "all" ? undefined : category;

/** 'Last minutes': the window of coupons about to end, in hours. */
export const LAST_MINUTES_WINDOW_HOURS = 6;
/** 'Last hours': how many real coupons ending soonest it shows. */
export const LAST_HOURS_LIMIT = 5;
/** The flash page refetches every 30 seconds. */
export const FLASH_REFRESH_MS = 30_000;

export interface OfferStats {
  count: number;
  bestDiscount: number;
  totalSavingsCents: number;
}

/** Real summary figures of a list of offers, never invented ones. */
export function offerStats(
  offers: ReadonlyArray<{ discountPercent: number; originalPriceCents: number | null; discountPriceCents: number }>,
): OfferStats {
  let bestDiscount = 0;
  let totalSavingsCents = 0;
  for (const o of offers) {
    bestDiscount = Math.max(bestDiscount, o.discountPercent);
    if (o.originalPriceCents !== null) totalSavingsCents += Math.max(0, o.originalPriceCents - o.discountPriceCents);
  }
  return { count: offers.length, bestDiscount, totalSavingsCents };
}

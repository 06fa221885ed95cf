import type { CouponSort } from "@/lib/domain/search";
import type { RawParams } from "@/lib/domain/url-state/fields";
import type { ListSort } from "@/lib/domain/url-state/listings";

// The list pages' URL state (categories, sorts and their defaults) is declared in
// lib/domain/url-state/listings.ts; this is how a list page queries the catalogue.
export const LIST_SORT_TO_QUERY = {
  popularity: "popularidad",
  discount: "descuento-desc",
  price_low: "precio-asc",
  price_high: "precio-desc",
  views: "vistas",
  newest: "recientes",
} as const satisfies Record<ListSort, CouponSort>;
export const LIST_PAGE_SIZE = 12;

export type ListParams = RawParams;

import { withParams } from "@/components/search/query-string";
import type { CouponSort } from "@/lib/domain/search";
import { parsePage, parseSort, textParam } from "@/lib/domain/search";

/** SPEC 2 'List pages': the category filter values and each page's sort options. */
export const LIST_CATEGORIES = ["all", "restaurantes", "spas", "entretenimiento", "viajes", "servicios"] as const;
export const LIST_SORT_TO_QUERY = {
  popularity: "popularidad",
  discount: "descuento-desc",
  price_low: "precio-asc",
  price_high: "precio-desc",
  views: "vistas",
  newest: "recientes",
} as const satisfies Record<string, CouponSort>;
export type ListSort = keyof typeof LIST_SORT_TO_QUERY;

export type ListPageId = "populares" | "mas-visitados" | "recien-llegados";
const BASE_SORTS: ListSort[] = ["popularity", "discount", "price_low", "price_high"];
export const LIST_PAGES: Record<ListPageId, { sorts: ListSort[]; defaultSort: ListSort }> = {
  populares: { sorts: BASE_SORTS, defaultSort: "popularity" },
  "mas-visitados": { sorts: [...BASE_SORTS, "views"], defaultSort: "views" },
  "recien-llegados": { sorts: [...BASE_SORTS, "newest"], defaultSort: "newest" },
};
export const LIST_PAGE_SIZE = 12;

export type ListParams = Record<string, string | string[] | undefined>;
export interface ListState {
  q: string;
  cat: (typeof LIST_CATEGORIES)[number];
  sort: ListSort;
  page: number;
}

export function parseListState(id: ListPageId, sp: ListParams): ListState {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const config = LIST_PAGES[id];
  return {
    q: textParam(sp.q),
    cat: parseSort(first(sp.cat), LIST_CATEGORIES, "all"),
    sort: parseSort(first(sp.sort), config.sorts, config.defaultSort),
    page: parsePage(sp.page),
  };
}

export function listHref(id: ListPageId, s: ListState, change: Partial<ListState> = {}): string {
  const n = { ...s, ...change };
  return withParams(`/${id}`, { q: n.q, cat: n.cat === "all" ? "" : n.cat, sort: n.sort === LIST_PAGES[id].defaultSort ? "" : n.sort, page: n.page > 1 ? n.page : "" });
}

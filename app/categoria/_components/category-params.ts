import { parseView, withParams, type ResultsView } from "@/components/search/query-string";
import type { Category } from "@/lib/domain/categories";
import { parsePage, parseSort, SEARCH_SORTS } from "@/lib/domain/search";

export type CategorySort = (typeof SEARCH_SORTS)[number];

export interface CategoryState {
  sub: string;
  sort: CategorySort;
  page: number;
  view: ResultsView;
}

export const DEFAULT_CATEGORY_STATE: CategoryState = { sub: "", sort: "relevancia", page: 1, view: "grid" };

/** ?sub= (only this category's subcategories), ?sort=, ?page=, ?view=; anything else is ignored. */
export function parseCategoryState(category: Category, sp: Record<string, string | string[] | undefined>): CategoryState {
  const rawSub = Array.isArray(sp.sub) ? sp.sub[0] : sp.sub;
  return {
    sub: category.subcategories.some((s) => s.id === rawSub) ? (rawSub as string) : "",
    sort: parseSort(Array.isArray(sp.sort) ? sp.sort[0] : sp.sort, SEARCH_SORTS, "relevancia"),
    page: parsePage(sp.page),
    view: parseView(sp.view),
  };
}

/**
 * A category URL. The clean /categoria/{id} is the cached page, which ignores its query string;
 * any other state carries ?sort= so the rewrite in next.config.ts sends it to the dynamic twin.
 */
export function categoryHref(id: string, s: CategoryState, change: Partial<CategoryState> = {}): string {
  const n = { ...s, ...change };
  const path = `/categoria/${id}`;
  if (!n.sub && n.sort === "relevancia" && n.page <= 1 && n.view === "grid") return path;
  return withParams(path, { sub: n.sub, sort: n.sort, view: n.view === "grid" ? "" : n.view, page: n.page > 1 ? n.page : "" });
}

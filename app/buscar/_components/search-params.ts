import { parsePage, parseSort, SEARCH_SORTS, textParam } from "@/lib/domain/search";
import { parseView, withParams, type ResultsView } from "@/components/search/query-string";

/** SPEC 2: the category select of /buscar. */
export const SEARCH_SELECT_CATEGORIES = ["all", "restaurantes", "belleza", "spas", "viajes", "tecnologia", "entretenimiento", "deportes", "shopping", "moda", "servicios", "educacion", "familia", "hogar"] as const;

export type SearchParamsInput = Record<string, string | string[] | undefined>;

export interface SearchState {
  q: string;
  cat: string;
  loc: string;
  page: number;
  sort: (typeof SEARCH_SORTS)[number];
  view: ResultsView;
}

/** /buscar's parameters, forgiving: arrays, unknown sorts and malformed pages fall back to defaults. */
export function parseSearchState(sp: SearchParamsInput): SearchState {
  const cat = textParam(sp.cat, 40);
  return {
    q: textParam(sp.q),
    cat: cat === "all" ? "" : cat,
    loc: textParam(sp.loc),
    page: parsePage(sp.page),
    sort: parseSort(Array.isArray(sp.sort) ? sp.sort[0] : sp.sort, SEARCH_SORTS, "relevancia"),
    view: parseView(sp.view),
  };
}

/** A /buscar URL for a state, omitting defaults. */
export function searchHref(s: SearchState, change: Partial<SearchState> = {}): string {
  const n = { ...s, ...change };
  return withParams("/buscar", {
    q: n.q,
    cat: n.cat,
    loc: n.loc,
    sort: n.sort === "relevancia" ? "" : n.sort,
    view: n.view === "grid" ? "" : n.view,
    page: n.page > 1 ? n.page : "",
  });
}

export const hasFilter = (s: SearchState) => Boolean(s.q || s.cat || s.loc);

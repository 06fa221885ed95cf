// The URL state of the catalogue's search pages: /buscar, the home with a search ("/?q="), the
// category pages and /ultimos-minutos. Each is declared once; pages parse with it and the links,
// canonicals and sitemap entries to these URLs are built with its href.
import type { Category } from "../categories";
import { defineUrlState, oneOf, page, text, view, type RawParams } from "./fields";
import { nearFields } from "./near";
import { LAST_MINUTES_PATH, SEARCH_PATH } from "./paths";

export { LAST_MINUTES_PATH, SEARCH_PATH };

/** The orderings /buscar, the home results and the category pages offer (?sort=). */
export const SEARCH_SORTS = ["relevancia", "precio-asc", "precio-desc", "descuento-desc"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The category select of /buscar. */
export const SEARCH_SELECT_CATEGORIES = [
  "all",
  "restaurantes",
  "belleza",
  "spas",
  "viajes",
  "tecnologia",
  "entretenimiento",
  "deportes",
  "shopping",
  "moda",
  "servicios",
  "educacion",
  "familia",
  "hogar",
] as const;

// /buscar: ?cat= is free text (a catalogue id or a select value), 'all' meaning none.
const searchUrl = defineUrlState({
  q: text(),
  cat: text(40, "all"),
  loc: text(),
  sort: oneOf(SEARCH_SORTS, "relevancia"),
  view,
  page,
  ...nearFields,
});
export type SearchState = typeof searchUrl.defaults;

export const parseSearchState = (sp: RawParams): SearchState => searchUrl.parse(sp);

/** A /buscar URL for a state (or part of one, the rest at defaults), omitting defaults. */
export function searchHref(state: Partial<SearchState> = {}, change: Partial<SearchState> = {}): string {
  return searchUrl.href(SEARCH_PATH, { ...state, ...change });
}

export const hasFilter = (s: SearchState) => Boolean(s.q || s.cat || s.loc);

/**
 * The canonical and indexability of a /buscar state. The results for one search term are a page
 * of their own (people search "pizza en zona 10" and land here): indexable, canonical to
 * /buscar?q=term. Any other filter, sort, page or view is a duplicate of that or of /buscar:
 * noindex, canonical to the clean URL. The canonical's query is written with encodeURIComponent
 * (%20 for spaces), as published since the start; links use searchHref's form encoding (+).
 */
export function searchCanonical(state: SearchState): { path: string; noIndex: boolean } {
  const term = state.q.trim().toLowerCase();
  const termOnly = Boolean(term) && term.length <= 60 && !state.cat && !state.loc;
  const path = termOnly ? `${SEARCH_PATH}?q=${encodeURIComponent(term)}` : SEARCH_PATH;
  // A near-me page holds a position: never indexed (and rendered per request, lib/routes.ts).
  const noIndex =
    (hasFilter(state) && !termOnly) ||
    state.page > 1 ||
    state.sort !== "relevancia" ||
    state.view !== "grid" ||
    state.cerca !== null;
  return { path, noIndex };
}

// "/" with a search: q, cat, loc and the sort of its results preview (?cat= kept as sent).
const homeUrl = defineUrlState({ q: text(), cat: text(40), loc: text(), sort: oneOf(SEARCH_SORTS, "relevancia") });
export type HomeSearchState = typeof homeUrl.defaults;

export const parseHomeSearchState = (sp: RawParams): HomeSearchState => homeUrl.parse(sp);

/** A home URL with a search ("/?q=Pizza"); the clean home when nothing is set. */
export const homeHref = (state: Partial<HomeSearchState> = {}): string => homeUrl.href("/", state);

// /categoria/{id}: ?q= searches within the category, ?sub= accepts only that category's own subcategories.
const categoryFields = (subs: readonly string[]) => ({
  q: text(),
  sub: oneOf<string>(subs, ""),
  sort: oneOf(SEARCH_SORTS, "relevancia"),
  view,
  page,
  ...nearFields,
});
// The clean /categoria/{id} is the cached page, which ignores its query string; any other state
// carries ?sort= (pinned) so the rewrite in next.config.ts sends it to the dynamic twin. Writing a
// value does not depend on the subcategory list, so one declaration builds every category's links.
const categoryUrl = defineUrlState(categoryFields([]), { pinned: "sort" });
export type CategoryState = typeof categoryUrl.defaults;
export const DEFAULT_CATEGORY_STATE: CategoryState = categoryUrl.defaults;

export function parseCategoryState(category: Pick<Category, "subcategories">, sp: RawParams): CategoryState {
  return defineUrlState(categoryFields(category.subcategories.map((s) => s.id))).parse(sp);
}

/** A category URL: the clean /categoria/{id} for the default state. */
export function categoryHref(
  id: string,
  state: Partial<CategoryState> = {},
  change: Partial<CategoryState> = {},
): string {
  return categoryUrl.href(`/categoria/${id}`, { ...state, ...change });
}

// /ultimos-minutos: a search within the coupons about to end.
const lastMinutesUrl = defineUrlState({ q: text() });
export type LastMinutesState = typeof lastMinutesUrl.defaults;

export const parseLastMinutesState = (sp: RawParams): LastMinutesState => lastMinutesUrl.parse(sp);
export const lastMinutesHref = (state: Partial<LastMinutesState> = {}): string =>
  lastMinutesUrl.href(LAST_MINUTES_PATH, state);

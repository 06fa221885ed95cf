// The URL state of the listing pages: /populares, /mas-visitados and /recien-llegados, the flash
// page and the business directory. Each is declared once; the page parses with it and its links
// are built with its href.
import { FLASH_CATEGORIES, FLASH_SORTS } from "../flash";
import { defineUrlState, oneOf, page, RESULTS_VIEWS, text, trimmedValue, type RawParams } from "./fields";
import { nearFields } from "./near";
import { DIRECTORY_PATH, FLASH_PATH } from "./paths";

export { DIRECTORY_PATH, FLASH_PATH };

/** The list pages: the category filter values and each page's sort options. */
export const LIST_CATEGORIES = ["all", "restaurantes", "spas", "entretenimiento", "viajes", "servicios"] as const;
export const LIST_SORTS = ["popularity", "discount", "price_low", "price_high", "views", "newest"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export type ListPageId = "populares" | "mas-visitados" | "recien-llegados";
const BASE_SORTS: ListSort[] = ["popularity", "discount", "price_low", "price_high"];
export const LIST_PAGES: Record<ListPageId, { sorts: ListSort[]; defaultSort: ListSort }> = {
  populares: { sorts: BASE_SORTS, defaultSort: "popularity" },
  "mas-visitados": { sorts: [...BASE_SORTS, "views"], defaultSort: "views" },
  "recien-llegados": { sorts: [...BASE_SORTS, "newest"], defaultSort: "newest" },
};

const listUrl = (id: ListPageId) =>
  defineUrlState({
    q: text(),
    cat: oneOf(LIST_CATEGORIES, "all"),
    sort: oneOf(LIST_PAGES[id].sorts, LIST_PAGES[id].defaultSort),
    page,
  });
const LIST_URLS = {
  populares: listUrl("populares"),
  "mas-visitados": listUrl("mas-visitados"),
  "recien-llegados": listUrl("recien-llegados"),
} satisfies Record<ListPageId, ReturnType<typeof listUrl>>;
export type ListState = ReturnType<typeof listUrl>["defaults"];

export const parseListState = (id: ListPageId, sp: RawParams): ListState => LIST_URLS[id].parse(sp);

export function listHref(id: ListPageId, state: Partial<ListState> = {}, change: Partial<ListState> = {}): string {
  return LIST_URLS[id].href(`/${id}`, { ...state, ...change });
}

/** Filtered, re-sorted or paginated: a duplicate of the clean list page. */
export const isListFiltered = (id: ListPageId, state: ListState): boolean => LIST_URLS[id].changed(state);

// /ofertas-flash: the select values are trimmed, as they always were.
const flashUrl = defineUrlState({
  q: text(),
  cat: oneOf(FLASH_CATEGORIES, "all", { read: trimmedValue }),
  sort: oneOf(FLASH_SORTS, "time", { read: trimmedValue }),
});
export type FlashState = typeof flashUrl.defaults;

export const parseFlashState = (sp: RawParams): FlashState => flashUrl.parse(sp);
export function flashHref(state: Partial<FlashState> = {}, change: Partial<FlashState> = {}): string {
  return flashUrl.href(FLASH_PATH, { ...state, ...change });
}

// /empresas: category and city are free text matched by the data layer; selects are trimmed.
export const DIRECTORY_SORTS = ["featured", "az"] as const;
/** The directory's views: the cards, a list, or a map of every listed business's branches. */
export const DIRECTORY_VIEWS = [...RESULTS_VIEWS, "map"] as const;
const directoryUrl = defineUrlState({
  q: text(),
  category: text(60),
  city: text(80),
  sort: oneOf(DIRECTORY_SORTS, "featured", { read: trimmedValue }),
  view: oneOf(DIRECTORY_VIEWS, "grid", { read: trimmedValue }),
  ...nearFields,
});
export type DirectoryState = typeof directoryUrl.defaults;

export const parseDirectoryState = (sp: RawParams): DirectoryState => directoryUrl.parse(sp);
export function directoryHref(state: Partial<DirectoryState> = {}, change: Partial<DirectoryState> = {}): string {
  return directoryUrl.href(DIRECTORY_PATH, { ...state, ...change });
}

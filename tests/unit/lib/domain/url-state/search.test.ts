import { describe, expect, it } from "vitest";
import { getCategory } from "@/lib/domain/categories";
import {
  categoryHref,
  DEFAULT_CATEGORY_STATE,
  hasFilter,
  homeHref,
  lastMinutesHref,
  parseCategoryState,
  parseHomeSearchState,
  parseLastMinutesState,
  parseSearchState,
  searchCanonical,
  searchHref,
  SEARCH_SELECT_CATEGORIES,
  type SearchState,
} from "@/lib/domain/url-state/search";
import { MALFORMED, paramsOf } from "./params-of";

const SEARCH_DEFAULTS: SearchState = {
  q: "",
  cat: "",
  loc: "",
  page: 1,
  sort: "relevancia",
  view: "grid",
  cerca: null,
  radio: "10",
};

describe("/buscar parameters (SPEC 2 'Search page')", () => {
  it("has SPEC's 14 category select values", () => {
    expect(SEARCH_SELECT_CATEGORIES).toEqual([
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
    ]);
  });

  it("falls back to defaults on malformed input", () => {
    expect(parseSearchState({ page: "-3", sort: "nope", view: "x", cat: "all" })).toEqual(SEARCH_DEFAULTS);
    expect(parseSearchState({ page: "abc" }).page).toBe(1);
    expect(parseSearchState({ q: ["pizza", "sushi"], page: ["2"] })).toMatchObject({ q: "pizza", page: 2 });
    expect(parseSearchState({ q: "x".repeat(5000) }).q).toHaveLength(100);
    expect(parseSearchState({ sort: "precio-desc", view: "list" })).toMatchObject({
      sort: "precio-desc",
      view: "list",
    });
    for (const sp of MALFORMED) expect(() => parseSearchState(sp)).not.toThrow();
    expect(parseSearchState(MALFORMED[0]!)).toEqual({ ...SEARCH_DEFAULTS, cat: "a" });
  });

  it("builds URLs without defaults and knows when a filter is set", () => {
    const s = parseSearchState({ q: "café", loc: "zona 10", sort: "precio-asc", page: "3" });
    expect(searchHref(s)).toBe("/buscar?q=caf%C3%A9&loc=zona+10&sort=precio-asc&page=3");
    expect(searchHref(s, { page: 1, sort: "relevancia" })).toBe("/buscar?q=caf%C3%A9&loc=zona+10");
    expect(searchHref()).toBe("/buscar");
    expect(searchHref(SEARCH_DEFAULTS)).toBe("/buscar");
    expect(searchHref({ q: "Tecnología" })).toBe("/buscar?q=Tecnolog%C3%ADa");
    expect(hasFilter(s)).toBe(true);
    expect(hasFilter(parseSearchState({ page: "2" }))).toBe(false);
  });

  it("reads back every state it writes", () => {
    const states: SearchState[] = [
      SEARCH_DEFAULTS,
      {
        q: "pizza en zona 10",
        cat: "restaurantes",
        loc: "Antigua",
        page: 4,
        sort: "descuento-desc",
        view: "list",
        cerca: { lat: 14.601, lng: -90.513 },
        radio: "5",
      },
      { ...SEARCH_DEFAULTS, q: "piña & café?", page: 2 },
    ];
    for (const s of states) expect(parseSearchState(paramsOf(searchHref(s)).params)).toEqual(s);
  });

  it("indexes one term's results with their own canonical; everything else is noindex at the clean URL", () => {
    expect(searchCanonical(parseSearchState({}))).toEqual({ path: "/buscar", noIndex: false });
    expect(searchCanonical(parseSearchState({ q: " Sushi " }))).toEqual({ path: "/buscar?q=sushi", noIndex: false });
    expect(searchCanonical(parseSearchState({ q: "pizza en zona 10" }))).toEqual({
      path: "/buscar?q=pizza%20en%20zona%2010",
      noIndex: false,
    });
    expect(searchCanonical(parseSearchState({ q: "sushi", sort: "precio-asc" }))).toEqual({
      path: "/buscar?q=sushi",
      noIndex: true,
    });
    expect(searchCanonical(parseSearchState({ q: "sushi", page: "2" }))).toEqual({
      path: "/buscar?q=sushi",
      noIndex: true,
    });
    expect(searchCanonical(parseSearchState({ q: "sushi", view: "list" }))).toEqual({
      path: "/buscar?q=sushi",
      noIndex: true,
    });
    expect(searchCanonical(parseSearchState({ q: "sushi", loc: "zona 10" }))).toEqual({
      path: "/buscar",
      noIndex: true,
    });
    expect(searchCanonical(parseSearchState({ cat: "spas" }))).toEqual({ path: "/buscar", noIndex: true });
    expect(searchCanonical(parseSearchState({ q: "x".repeat(61) }))).toEqual({ path: "/buscar", noIndex: true });
    expect(searchCanonical(parseSearchState({ page: "2" }))).toEqual({ path: "/buscar", noIndex: true });
  });
});

describe("home search parameters ('/?q=')", () => {
  it("keeps cat as sent (even 'all') and falls back on unknown sorts", () => {
    expect(parseHomeSearchState({ q: " pizza ", cat: "all", loc: ["zona 10", "x"], sort: "zzz" })).toEqual({
      q: "pizza",
      cat: "all",
      loc: "zona 10",
      sort: "relevancia",
    });
    expect(parseHomeSearchState({ sort: ["precio-asc"] }).sort).toBe("precio-asc");
    for (const sp of MALFORMED) expect(() => parseHomeSearchState(sp)).not.toThrow();
  });

  it("links a popular term to the home's own results, and 'Ver todos' to /buscar without the sort", () => {
    expect(homeHref({ q: "Café" })).toBe("/?q=Caf%C3%A9");
    expect(homeHref()).toBe("/");
    const home = parseHomeSearchState({ q: "spa", cat: "all", loc: "zona 10", sort: "precio-desc" });
    expect(searchHref({ q: home.q, cat: home.cat, loc: home.loc })).toBe("/buscar?q=spa&cat=all&loc=zona+10");
    expect(parseHomeSearchState(paramsOf(homeHref(home)).params)).toEqual(home);
  });
});

describe("category parameters (SPEC 2 'Category page')", () => {
  const restaurants = getCategory("restaurantes")!;

  it("accepts only the category's own subcategories and known sorts", () => {
    expect(parseCategoryState(restaurants, { sub: "pizza", sort: "precio-asc", page: "2", view: "list" })).toEqual({
      q: "",
      sub: "pizza",
      sort: "precio-asc",
      page: 2,
      view: "list",
      cerca: null,
      radio: "10",
    });
    expect(parseCategoryState(restaurants, { sub: "unas", sort: "zzz", page: "-1" })).toEqual(DEFAULT_CATEGORY_STATE);
    expect(parseCategoryState(restaurants, { sub: ["sushi", "pizza"] }).sub).toBe("sushi");
    for (const sp of MALFORMED) expect(parseCategoryState(restaurants, sp)).toEqual(DEFAULT_CATEGORY_STATE);
  });

  it("keeps the clean URL for the default state and sends any other state to the filtered twin (?sort=)", () => {
    expect(categoryHref("restaurantes", DEFAULT_CATEGORY_STATE)).toBe("/categoria/restaurantes");
    expect(categoryHref("restaurantes")).toBe("/categoria/restaurantes");
    expect(categoryHref("restaurantes", DEFAULT_CATEGORY_STATE, { page: 2 })).toBe(
      "/categoria/restaurantes?sort=relevancia&page=2",
    );
    expect(categoryHref("restaurantes", DEFAULT_CATEGORY_STATE, { view: "list" })).toBe(
      "/categoria/restaurantes?sort=relevancia&view=list",
    );
    expect(categoryHref("restaurantes", DEFAULT_CATEGORY_STATE, { sub: "sushi" })).toBe(
      "/categoria/restaurantes?sub=sushi&sort=relevancia",
    );
    expect(categoryHref("restaurantes", { sub: "sushi", sort: "precio-desc", page: 3, view: "list" })).toBe(
      "/categoria/restaurantes?sub=sushi&sort=precio-desc&view=list&page=3",
    );
    // A search within the category (SPEC 2) is a filtered state too.
    expect(categoryHref("restaurantes", DEFAULT_CATEGORY_STATE, { q: "pizza" })).toBe(
      "/categoria/restaurantes?q=pizza&sort=relevancia",
    );
  });

  it("reads back every state it writes", () => {
    for (const s of [
      DEFAULT_CATEGORY_STATE,
      { q: "", sub: "sushi", sort: "precio-desc", page: 3, view: "list", cerca: null, radio: "10" } as const,
      { ...DEFAULT_CATEGORY_STATE, page: 2 },
      { ...DEFAULT_CATEGORY_STATE, q: "pizza 2x1", sub: "pizza" },
    ]) {
      const { path, params } = paramsOf(categoryHref("restaurantes", s));
      expect(path).toBe("/categoria/restaurantes");
      expect(parseCategoryState(restaurants, params)).toEqual(s);
    }
  });
});

describe("last minutes parameters (SPEC 'Last minutes')", () => {
  it("reads one capped search term and writes it back", () => {
    expect(parseLastMinutesState({ q: ["a", "b"] })).toEqual({ q: "a" });
    expect(parseLastMinutesState({ q: "ñ".repeat(3000) }).q).toHaveLength(100);
    expect(parseLastMinutesState({ q: "\u0000<script>" }).q).toBe("<script>");
    expect(lastMinutesHref()).toBe("/ultimos-minutos");
    expect(lastMinutesHref({ q: "" })).toBe("/ultimos-minutos");
    expect(lastMinutesHref({ q: "tour volcán" })).toBe("/ultimos-minutos?q=tour+volc%C3%A1n");
    expect(parseLastMinutesState(paramsOf(lastMinutesHref({ q: "tour volcán" })).params)).toEqual({ q: "tour volcán" });
  });
});

import { describe, expect, it } from "vitest";
import { hasFilter, parseSearchState, searchHref, SEARCH_SELECT_CATEGORIES } from "@/app/buscar/_components/search-params";
import { categoryHref, DEFAULT_CATEGORY_STATE, parseCategoryState } from "@/app/categoria/_components/category-params";
import { getCategory } from "@/lib/domain/categories";

describe("/buscar parameters (SPEC 2 'Search page')", () => {
  it("has SPEC's 14 category select values", () => {
    expect(SEARCH_SELECT_CATEGORIES).toEqual(["all", "restaurantes", "belleza", "spas", "viajes", "tecnologia", "entretenimiento", "deportes", "shopping", "moda", "servicios", "educacion", "familia", "hogar"]);
  });

  it("falls back to defaults on malformed input", () => {
    expect(parseSearchState({ page: "-3", sort: "nope", view: "x", cat: "all" })).toEqual({ q: "", cat: "", loc: "", page: 1, sort: "relevancia", view: "grid" });
    expect(parseSearchState({ page: "abc" }).page).toBe(1);
    expect(parseSearchState({ q: ["pizza", "sushi"], page: ["2"] })).toMatchObject({ q: "pizza", page: 2 });
    expect(parseSearchState({ q: "x".repeat(5000) }).q).toHaveLength(100);
    expect(parseSearchState({ sort: "precio-desc", view: "list" })).toMatchObject({ sort: "precio-desc", view: "list" });
  });

  it("builds URLs without defaults and knows when a filter is set", () => {
    const s = parseSearchState({ q: "café", loc: "zona 10", sort: "precio-asc", page: "3" });
    expect(searchHref(s)).toBe("/buscar?q=caf%C3%A9&loc=zona+10&sort=precio-asc&page=3");
    expect(searchHref(s, { page: 1, sort: "relevancia" })).toBe("/buscar?q=caf%C3%A9&loc=zona+10");
    expect(hasFilter(s)).toBe(true);
    expect(hasFilter(parseSearchState({ page: "2" }))).toBe(false);
  });
});

describe("category parameters (SPEC 2 'Category page')", () => {
  const restaurants = getCategory("restaurantes")!;

  it("accepts only the category's own subcategories and known sorts", () => {
    expect(parseCategoryState(restaurants, { sub: "pizza", sort: "precio-asc", page: "2", view: "list" })).toEqual({ sub: "pizza", sort: "precio-asc", page: 2, view: "list" });
    expect(parseCategoryState(restaurants, { sub: "unas", sort: "zzz", page: "-1" })).toEqual(DEFAULT_CATEGORY_STATE);
  });

  it("keeps the clean URL for the default state and sends any other state to the filtered twin (?sort=)", () => {
    expect(categoryHref("restaurantes", DEFAULT_CATEGORY_STATE)).toBe("/categoria/restaurantes");
    expect(categoryHref("restaurantes", DEFAULT_CATEGORY_STATE, { page: 2 })).toBe("/categoria/restaurantes?sort=relevancia&page=2");
    expect(categoryHref("restaurantes", DEFAULT_CATEGORY_STATE, { view: "list" })).toBe("/categoria/restaurantes?sort=relevancia&view=list");
    expect(categoryHref("restaurantes", DEFAULT_CATEGORY_STATE, { sub: "sushi" })).toBe("/categoria/restaurantes?sub=sushi&sort=relevancia");
  });
});

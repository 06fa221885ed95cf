import { describe, expect, it } from "vitest";
import { LIST_CATEGORIES, LIST_PAGES, LIST_SORT_TO_QUERY, listHref, parseListState } from "@/components/list-pages/list-page-config";

describe("list pages (SPEC 2 'List pages')", () => {
  it("has SPEC's category filter values and sort options with their defaults", () => {
    expect(LIST_CATEGORIES).toEqual(["all", "restaurantes", "spas", "entretenimiento", "viajes", "servicios"]);
    expect(LIST_PAGES.populares).toEqual({ sorts: ["popularity", "discount", "price_low", "price_high"], defaultSort: "popularity" });
    expect(LIST_PAGES["mas-visitados"]).toEqual({ sorts: ["popularity", "discount", "price_low", "price_high", "views"], defaultSort: "views" });
    expect(LIST_PAGES["recien-llegados"]).toEqual({ sorts: ["popularity", "discount", "price_low", "price_high", "newest"], defaultSort: "newest" });
    expect(LIST_SORT_TO_QUERY).toEqual({ popularity: "popularidad", discount: "descuento-desc", price_low: "precio-asc", price_high: "precio-desc", views: "vistas", newest: "recientes" });
  });

  it("ignores sorts a page does not offer and unknown categories", () => {
    expect(parseListState("populares", { sort: "views", cat: "mascotas", page: "abc" })).toEqual({ q: "", cat: "all", sort: "popularity", page: 1 });
    expect(parseListState("mas-visitados", {}).sort).toBe("views");
    expect(parseListState("recien-llegados", { sort: "price_low", cat: "spas" })).toMatchObject({ sort: "price_low", cat: "spas" });
  });

  it("'Limpiar filtros' target and pagination URLs", () => {
    const s = parseListState("populares", { q: "spa", cat: "spas", sort: "discount" });
    expect(listHref("populares", s, { page: 2 })).toBe("/populares?q=spa&cat=spas&sort=discount&page=2");
    expect(listHref("populares", parseListState("populares", {}))).toBe("/populares");
  });
});

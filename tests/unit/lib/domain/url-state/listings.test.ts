import { describe, expect, it } from "vitest";
import {
  DIRECTORY_SORTS,
  directoryHref,
  flashHref,
  isListFiltered,
  LIST_CATEGORIES,
  LIST_PAGES,
  listHref,
  parseDirectoryState,
  parseFlashState,
  parseListState,
  type ListPageId,
  type ListState,
} from "@/lib/domain/url-state/listings";
import { MALFORMED, paramsOf } from "./params-of";

describe("list pages (SPEC 2 'List pages')", () => {
  it("has SPEC's category filter values and sort options with their defaults", () => {
    expect(LIST_CATEGORIES).toEqual(["all", "restaurantes", "spas", "entretenimiento", "viajes", "servicios"]);
    expect(LIST_PAGES.populares).toEqual({
      sorts: ["popularity", "discount", "price_low", "price_high"],
      defaultSort: "popularity",
    });
    expect(LIST_PAGES["mas-visitados"]).toEqual({
      sorts: ["popularity", "discount", "price_low", "price_high", "views"],
      defaultSort: "views",
    });
    expect(LIST_PAGES["recien-llegados"]).toEqual({
      sorts: ["popularity", "discount", "price_low", "price_high", "newest"],
      defaultSort: "newest",
    });
  });

  it("ignores sorts a page does not offer and unknown categories", () => {
    expect(parseListState("populares", { sort: "views", cat: "mascotas", page: "abc" })).toEqual({
      q: "",
      cat: "all",
      sort: "popularity",
      page: 1,
    });
    expect(parseListState("mas-visitados", {}).sort).toBe("views");
    expect(parseListState("recien-llegados", { sort: "price_low", cat: "spas" })).toMatchObject({
      sort: "price_low",
      cat: "spas",
    });
    expect(parseListState("populares", { cat: " spas" }).cat).toBe("all");
    for (const sp of MALFORMED)
      expect(parseListState("populares", sp)).toMatchObject({ cat: "all", sort: "popularity", page: 1 });
  });

  it("'Limpiar filtros' target and pagination URLs", () => {
    const s = parseListState("populares", { q: "spa", cat: "spas", sort: "discount" });
    expect(listHref("populares", s, { page: 2 })).toBe("/populares?q=spa&cat=spas&sort=discount&page=2");
    expect(listHref("populares", parseListState("populares", {}))).toBe("/populares");
    expect(listHref("mas-visitados", { sort: "views" })).toBe("/mas-visitados");
    expect(listHref("mas-visitados", { sort: "popularity" })).toBe("/mas-visitados?sort=popularity");
  });

  it("is a duplicate (noindex) exactly when its URL carries a query, and reads back what it writes", () => {
    const cases: Array<[ListPageId, ListState]> = [
      ["populares", { q: "", cat: "all", sort: "popularity", page: 1 }],
      ["mas-visitados", { q: "café", cat: "viajes", sort: "price_high", page: 3 }],
      ["recien-llegados", { q: "", cat: "all", sort: "newest", page: 2 }],
    ];
    for (const [id, s] of cases) {
      const href = listHref(id, s);
      expect(isListFiltered(id, s)).toBe(href !== `/${id}`);
      expect(parseListState(id, paramsOf(href).params)).toEqual(s);
    }
  });
});

describe("flash page parameters (SPEC 'Flash page')", () => {
  it("trims the selects and falls back on unknown values", () => {
    expect(parseFlashState({})).toEqual({ q: "", cat: "all", sort: "time" });
    expect(parseFlashState({ cat: " spa ", sort: ["discount", "x"], q: " masaje " })).toEqual({
      q: "masaje",
      cat: "spa",
      sort: "discount",
    });
    expect(parseFlashState({ cat: "mascotas", sort: "bogus" })).toEqual({ q: "", cat: "all", sort: "time" });
    for (const sp of MALFORMED) expect(() => parseFlashState(sp)).not.toThrow();
  });

  it("builds the category chips' URLs keeping the search and the sort", () => {
    const s = parseFlashState({ q: "spa relax", sort: "price" });
    expect(flashHref(s, { cat: "belleza" })).toBe("/ofertas-flash?q=spa+relax&cat=belleza&sort=price");
    expect(flashHref(s, { cat: "all" })).toBe("/ofertas-flash?q=spa+relax&sort=price");
    expect(flashHref()).toBe("/ofertas-flash");
    expect(parseFlashState(paramsOf(flashHref(s, { cat: "viajes" })).params)).toEqual({ ...s, cat: "viajes" });
  });
});

describe("directory parameters (SPEC 'Directory')", () => {
  it("caps the free-text filters and falls back on unknown sorts and views", () => {
    expect(DIRECTORY_SORTS).toEqual(["featured", "az"]);
    expect(parseDirectoryState({})).toEqual({
      q: "",
      category: "",
      city: "",
      sort: "featured",
      view: "grid",
      cerca: null,
      radio: "10",
    });
    expect(
      parseDirectoryState({ sort: " az ", view: "list ", category: "x".repeat(100), city: "y".repeat(100) }),
    ).toEqual({
      q: "",
      category: "x".repeat(60),
      city: "y".repeat(80),
      sort: "az",
      view: "list",
      cerca: null,
      radio: "10",
    });
    expect(parseDirectoryState({ sort: "za", view: ["tabla", "list"] })).toMatchObject({
      sort: "featured",
      view: "grid",
    });
    for (const sp of MALFORMED) expect(() => parseDirectoryState(sp)).not.toThrow();
  });

  it("builds the grid/list links keeping the filters, and reads them back", () => {
    const p = parseDirectoryState({ q: "café", category: "restaurantes", city: "Antigua Guatemala", sort: "az" });
    expect(directoryHref(p, { view: "list" })).toBe(
      "/empresas?q=caf%C3%A9&category=restaurantes&city=Antigua+Guatemala&sort=az&view=list",
    );
    expect(directoryHref(p, { view: "grid" })).toBe(
      "/empresas?q=caf%C3%A9&category=restaurantes&city=Antigua+Guatemala&sort=az",
    );
    expect(directoryHref()).toBe("/empresas");
    expect(parseDirectoryState(paramsOf(directoryHref(p, { view: "list" })).params)).toEqual({ ...p, view: "list" });
  });
});

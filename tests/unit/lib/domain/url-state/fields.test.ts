import { describe, expect, it } from "vitest";
import {
  defineUrlState,
  oneOf,
  page,
  parsePage,
  parseSort,
  text,
  textParam,
  view,
  withParams,
} from "@/lib/domain/url-state/fields";
import { SEARCH_SORTS } from "@/lib/domain/url-state/search";
import { paramsOf } from "./params-of";

describe("withParams / view", () => {
  it("drops empty values and encodes the rest", () => {
    expect(withParams("/buscar", { q: "", cat: null, loc: undefined })).toBe("/buscar");
    expect(withParams("/buscar", { q: "piña & café", page: 2 })).toBe("/buscar?q=pi%C3%B1a+%26+caf%C3%A9&page=2");
  });
  it("reads ?view= as list or grid", () => {
    expect(view.parse("list")).toBe("list");
    expect(view.parse(["list", "grid"])).toBe("list");
    expect(view.parse("tabla")).toBe("grid");
    expect(view.parse(undefined)).toBe("grid");
  });
});

describe("parameter readers (forgiving: a malformed value is the default, never an error)", () => {
  it("reads ?page= as a number from 1", () => {
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("-3")).toBe(1);
    expect(parsePage("7")).toBe(7);
    expect(parsePage(["2", "3"])).toBe(2);
    expect(parsePage("1234567")).toBe(1);
  });

  it("falls back to the default sort for an unknown value", () => {
    expect(parseSort("precio-asc", SEARCH_SORTS, "relevancia")).toBe("precio-asc");
    expect(parseSort("hack", SEARCH_SORTS, "relevancia")).toBe("relevancia");
    expect(parseSort(["precio-asc"], SEARCH_SORTS, "relevancia")).toBe("relevancia");
  });

  it("keeps single, trimmed, capped text parameters", () => {
    expect(textParam(["a", "b"])).toBe("a");
    expect(textParam("  hola\u0000 ")).toBe("hola");
    expect(textParam("x".repeat(500))).toHaveLength(100);
    expect(textParam(undefined)).toBe("");
  });

  it("matches choices exactly, trimmed or folded as a field declares", () => {
    expect(oneOf(["az", "featured"], "featured").parse(" az")).toBe("featured");
    expect(oneOf(["az", "featured"], "featured", { read: (raw) => textParam(raw) }).parse(" az ")).toBe("az");
    const folded = oneOf(["italiana", "japonesa"], "italiana", { fold: (s) => s.toLowerCase() });
    expect(folded.parse("JAPONESA")).toBe("japonesa");
    expect(folded.parse(["x", "japonesa"])).toBe("italiana");
    expect(text(40, "all").parse("all")).toBe("");
    expect(text(3).parse(" abcdef ")).toBe("abc");
  });
});

describe("defineUrlState", () => {
  const demo = defineUrlState({ q: text(), sort: oneOf(["a", "b"], "a"), page }, { pinned: "sort" });

  it("has the declared defaults and leaves them out of hrefs", () => {
    expect(demo.defaults).toEqual({ q: "", sort: "a", page: 1 });
    expect(demo.href("/x", demo.defaults)).toBe("/x");
    expect(demo.href("/x", {})).toBe("/x");
    expect(demo.changed(demo.defaults)).toBe(false);
  });

  it("writes keys in declaration order, the pinned one whenever another is written", () => {
    expect(demo.href("/x", { page: 2, q: "hola mundo" })).toBe("/x?q=hola+mundo&sort=a&page=2");
    expect(demo.href("/x", { sort: "b" })).toBe("/x?sort=b");
    expect(demo.changed({ page: 2 })).toBe(true);
  });

  it("reads back what it writes", () => {
    for (const state of [
      { q: "café & té", sort: "b" as const, page: 3 },
      { q: "", sort: "a" as const, page: 2 },
    ]) {
      expect(demo.parse(paramsOf(demo.href("/x", state)).params)).toEqual(state);
    }
  });
});

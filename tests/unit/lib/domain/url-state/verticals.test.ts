import { describe, expect, it } from "vitest";
import { parseVerticalState, verticalHref, VERTICAL_SORTS } from "@/lib/domain/url-state/verticals";
import { selectVertical, VERTICALS } from "@/lib/domain/verticals";
import { MALFORMED, paramsOf } from "./params-of";

const { restaurantes, experiencias, viajes } = VERTICALS;

describe("vertical page parameters (PRODUCT 6)", () => {
  it("has SPEC's sort select", () => {
    expect(VERTICAL_SORTS).toEqual(["popularity", "price", "discount", "rating"]);
  });

  it("chooses chips whatever their case and accents, and ignores the rest", () => {
    expect(parseVerticalState(restaurantes, { cuisine: " Italiana ", price: "100-200", sort: " price " })).toEqual({
      q: "",
      sort: "price",
      chosen: { cuisine: "italiana", price: "100-200" },
    });
    expect(parseVerticalState(viajes, { type: "ARQUEOLÓGICO" }).chosen.type).toBe("arqueologico");
    expect(parseVerticalState(restaurantes, { cuisine: ["x", "italiana"], price: "999", sort: "DROP TABLE" })).toEqual({
      q: "",
      sort: "popularity",
      chosen: { cuisine: "", price: "" },
    });
    for (const sp of MALFORMED) expect(() => parseVerticalState(experiencias, sp)).not.toThrow();
  });

  it("builds chip links that keep the other choices", () => {
    const sel = selectVertical(restaurantes, { cuisine: "italiana", q: "pizza", sort: "rating" });
    expect(verticalHref(restaurantes, sel, { price: "mas-300" })).toBe(
      "/restaurantes?q=pizza&cuisine=italiana&price=mas-300&sort=rating",
    );
    expect(
      verticalHref(restaurantes, { q: "", sort: "popularity", chosen: { cuisine: "italiana" } }, { cuisine: "" }),
    ).toBe("/restaurantes");
  });

  it("reads back every state it writes", () => {
    for (const def of [restaurantes, experiencias, viajes]) {
      const chosen = Object.fromEntries(def.groups.map((g) => [g.param, g.chips.at(-1)!.value]));
      const state = { q: "volcán & lago", sort: "discount" as const, chosen };
      const { path, params } = paramsOf(verticalHref(def, state));
      expect(path).toBe(def.path);
      expect(parseVerticalState(def, params)).toEqual(state);
      const clean = {
        q: "",
        sort: "popularity" as const,
        chosen: Object.fromEntries(def.groups.map((g) => [g.param, ""])),
      };
      expect(verticalHref(def, clean)).toBe(def.path);
      expect(parseVerticalState(def, {})).toEqual(clean);
    }
  });
});

// PRODUCT 6 / SPEC 'Vertical sample pages': chips map to exact filters on stored attributes.
import { describe, expect, it } from "vitest";
import { DURATION_DAY_BANDS, hourBandOf, selectVertical, VERTICALS } from "@/lib/domain/verticals";

const { restaurantes, experiencias, viajes } = VERTICALS;

/** Whether a price in cents passes a query's band, with searchCoupons' semantics (min <= p < max). */
const inBand = (cents: number, q: { minPriceCents?: number; maxPriceCents?: number }) =>
  (q.minPriceCents === undefined || cents >= q.minPriceCents) &&
  (q.maxPriceCents === undefined || cents < q.maxPriceCents);

describe("vertical chips", () => {
  it("keeps SPEC's chips in order, with an 'all' chip first", () => {
    expect(restaurantes.groups.map((g) => g.chips.map((c) => c.value))).toEqual([
      ["", "italiana", "japonesa", "argentina", "mexicana", "internacional"],
      ["", "menos-100", "100-200", "200-300", "mas-300"],
    ]);
    expect(experiencias.groups.map((g) => g.chips.length)).toEqual([7, 4, 4]);
    expect(viajes.groups.map((g) => g.chips.length)).toEqual([6, 4, 5]);
  });

  it("maps restaurant chips to the category, cuisine and price band", () => {
    const sel = selectVertical(restaurantes, { cuisine: "Italiana", price: "100-200", sort: "price" });
    expect(sel.query).toMatchObject({
      category: "restaurantes",
      minPriceCents: 10_000,
      maxPriceCents: 20_000,
      sort: "precio-asc",
      details: { cuisine: "Italiana" },
    });
    expect(sel.chosen).toEqual({ cuisine: "italiana", price: "100-200" });
    expect(sel.filtered).toBe(true);
    expect(sel.baseQuery).toMatchObject({ category: "restaurantes", pageSize: 60 });
    expect(sel.baseQuery.details).toBeUndefined();
  });

  it("puts every price in exactly one band, boundaries included", () => {
    for (const def of [restaurantes, viajes]) {
      const bands = def.groups
        .find((g) => g.param === "price")!
        .chips.slice(1)
        .map((c) => c.query);
      for (const cents of [
        0, 9_999, 10_000, 19_999, 20_000, 29_999, 30_000, 49_999, 50_000, 69_999, 70_000, 1_000_000,
      ]) {
        expect(bands.filter((b) => inBand(cents, b))).toHaveLength(1);
      }
    }
    const under = selectVertical(viajes, { price: "menos-300" }).query;
    expect(inBand(29_999, under) && !inBand(30_000, under)).toBe(true);
    const over = selectVertical(viajes, { price: "mas-700" }).query;
    expect(inBand(70_000, over) && !inBand(69_999, over)).toBe(true);
  });

  it("filters experience durations by exact numeric ranges, not digits", () => {
    expect(selectVertical(experiencias, { duration: "5-mas" }).query.details).toEqual({
      kind: "experience",
      minDurationHours: 4.5,
    });
    expect(
      selectVertical(experiencias, { duration: "3-4", difficulty: "facil", type: "spa-bienestar" }).query.details,
    ).toEqual({
      kind: "experience",
      minDurationHours: 2.5,
      maxDurationHours: 4.499,
      difficulty: "Fácil",
      experienceType: "Spa & Bienestar",
    });
    // 28 hours contains the digit 2 but is a 5+ hours experience.
    expect(hourBandOf(28)).toBe("5-mas");
    expect(hourBandOf(1.5)).toBe("1-2");
    expect(hourBandOf(2)).toBe("1-2");
    expect(hourBandOf(3)).toBe("3-4");
    expect(hourBandOf(4)).toBe("3-4");
    expect(hourBandOf(5)).toBe("5-mas");
    for (let h = 0.5; h <= 30; h += 0.5) expect(hourBandOf(h)).toBeDefined();
  });

  it("maps trip chips to kind, type and whole-day ranges", () => {
    expect(selectVertical(viajes, { type: "arqueologico", duration: "3-4" }).query.details).toEqual({
      kind: "trip",
      tripType: "Arqueológico",
      minDays: 3,
      maxDays: 4,
    });
    for (let d = 1; d <= 15; d++)
      expect(
        DURATION_DAY_BANDS.filter((b) => (b.min === undefined || d >= b.min) && (b.max === undefined || d <= b.max)),
      ).toHaveLength(1);
  });

  it("ignores unknown values, arrays and junk", () => {
    const sel = selectVertical(restaurantes, {
      cuisine: ["x", "y"],
      price: "999",
      sort: "DROP TABLE",
      q: "x".repeat(5000),
    });
    expect(sel.chosen).toEqual({ cuisine: "", price: "" });
    expect(sel.sort).toBe("popularity");
    expect(sel.query.q).toHaveLength(100);
    expect(sel.query.minPriceCents).toBeUndefined();
  });

  it("turns a restaurant search naming a cuisine into the cuisine filter", () => {
    expect(selectVertical(restaurantes, { q: "japonesa" }).query).toMatchObject({ details: { cuisine: "Japonesa" } });
    expect(selectVertical(restaurantes, { q: "japonesa" }).query.q).toBeUndefined();
    expect(selectVertical(restaurantes, { q: "pizza" }).query.q).toBe("pizza");
  });

  it("asks the search for the vertical's own category only, sorted as chosen", () => {
    const sel = selectVertical(restaurantes, { sort: "rating" });
    expect(sel.query).toMatchObject({ category: "restaurantes", exactCategory: true, sort: "calificacion" });
    expect(sel.baseQuery.exactCategory).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import {
  capSuggestions,
  categoryFilter,
  clampPage,
  normalizeText,
  pageNumbers,
  POPULAR_TERMS,
  searchTerms,
} from "@/lib/domain/search";

describe("search rules (SPEC 5 and 9)", () => {
  it("normalizes case and accents the way the database column does", () => {
    expect(normalizeText("  Piñata   CAFÉ ")).toBe("pinata cafe");
    expect(normalizeText("pi\u0000zza\u0007\u001f ")).toBe("pi zza");
    expect(searchTerms("Café  en Zona 10")).toEqual(["cafe", "en", "zona", "10"]);
    expect(searchTerms("x".repeat(5000))).toEqual(["x".repeat(100)]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it("matches a category by its id or a SPEC select value through keywords", () => {
    expect(categoryFilter("restaurantes")).toMatchObject({ categoryId: "restaurantes" });
    expect(categoryFilter("restaurantes")!.keywords).toEqual(expect.arrayContaining(["pizza", "sushi"]));
    expect(categoryFilter("spas")).toEqual({ categoryId: null, keywords: expect.arrayContaining(["spa", "masaje"]) });
    expect(categoryFilter("all")).toBeNull();
    expect(categoryFilter("")).toBeNull();
    expect(categoryFilter("no-existe")).toBeNull();
  });

  it("clamps the page between 1 and the last page of 9", () => {
    expect(clampPage(1, 100)).toBe(1);
    expect(clampPage(12, 100)).toBe(12);
    expect(clampPage(13, 100)).toBe(12);
    expect(clampPage(-3, 100)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
    expect(clampPage(Number.NaN, 50)).toBe(1);
  });

  it("shows at most 5 page numbers with ellipses", () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5, "ellipsis"]);
    expect(pageNumbers(6, 12)).toEqual(["ellipsis", 4, 5, 6, 7, 8, "ellipsis"]);
    expect(pageNumbers(12, 12)).toEqual(["ellipsis", 8, 9, 10, 11, 12]);
  });

  it("caps suggestions at 10 unique entries that contain the query", () => {
    const many = Array.from({ length: 30 }, (_, i) => `Pizza ${i}`);
    expect(capSuggestions(many, "pizza")).toHaveLength(10);
    expect(capSuggestions(["Café Sol", "cafe sol", "CAFÉ SOL", "Té"], "cafe")).toEqual(["Café Sol"]);
    expect(capSuggestions(["Pizza"], "")).toEqual([]);
  });

  it("has the 12 popular terms in SPEC order", () => {
    expect(POPULAR_TERMS.slice(0, 6)).toEqual(["Pizza", "Sushi", "Spa", "Masaje", "Café", "Cine"]);
    expect(POPULAR_TERMS).toHaveLength(12);
  });
});

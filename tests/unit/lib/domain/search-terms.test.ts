import { describe, expect, it } from "vitest";
import { anyTermGroup, pluralStem, regexLiteral, searchGroups, termGroups } from "@/lib/domain/search-terms";

describe("search term groups", () => {
  it("drops Spanish plural endings, keeping stems of 4+ letters", () => {
    expect(pluralStem("pizzas")).toBe("pizza");
    expect(pluralStem("masajes")).toBe("masaj");
    expect(pluralStem("tacos")).toBe("taco");
    expect(pluralStem("unas")).toBe("unas");
    expect(pluralStem("tres")).toBe("tres");
    expect(pluralStem("sushi")).toBe("sushi");
  });

  it("adds the synonyms a shopper means, for the word and its singular", () => {
    expect(termGroups(["dentista"])[0]).toEqual(["dentista", "dental", "odontolog", "dientes"]);
    expect(termGroups(["carros"])[0]).toContain("auto");
    expect(termGroups(["corte", "de", "pelo"])).toEqual([["corte"], ["de"], ["pelo", "cabello", "barber"]]);
  });

  it("adds the Spanish of an English word, and for an English typo the alternatives to try", () => {
    expect(termGroups(["massage"])).toEqual([["massage", "masaje"]]);
    expect(termGroups(["volcano", "hike"])).toEqual([
      ["volcano", "volcan"],
      ["hike", "caminata", "ascenso"],
    ]);
    expect(termGroups(["gym"])).toEqual([["gym", "gimnasio", "entrenamiento", "fitness"]]);
    expect(searchGroups(["masage"])).toEqual([{ terms: ["masage"], typo: ["massage", "masaje"] }]);
    expect(searchGroups(["masaje", "massage"])).toEqual([["masaje"], ["massage", "masaje"]]);
    // 'class' loses its s as a Spanish plural would ('clas'): a substring of 'clase' all the same.
    expect(anyTermGroup(["cooking", "class"])).toEqual([
      { any: ["cooking", "class", "cocina", "clas", "clase"], exact: true },
    ]);
  });

  it("falls back from every word to any word of 3+ letters, for several words only", () => {
    expect(anyTermGroup(["cena", "romantica"])).toEqual([
      { any: ["cena", "romantica", "romantic", "pareja"], exact: true },
    ]);
    expect(anyTermGroup(["corte", "de", "pelo"])).toEqual([
      { any: ["corte", "pelo", "cabello", "barber"], exact: true },
    ]);
    expect(anyTermGroup(["pizza"])).toBeNull();
    expect(anyTermGroup(["de", "la"])).toBeNull();
    expect(anyTermGroup(["%_\\';", "drop"])).toEqual([{ any: ["drop"], exact: true }]);
  });

  it("escapes regular-expression characters", () => {
    expect(regexLiteral("2x1 (promo)+")).toBe("2x1 \\(promo\\)\\+");
  });
});

// The bilingual list: English words find the catalogue's Spanish, and no Spanish search changes.
import { describe, expect, it } from "vitest";
import { normalizeText, searchTerms } from "@/lib/domain/search";
import { ENGLISH_SEARCH_WORDS, nearEnglishWord, spanishFor } from "@/lib/domain/search-synonyms";
import { pluralStem, searchGroups, termGroups } from "@/lib/domain/search-terms";
import { LABELLED_QUERIES, NO_MATCH_QUERIES } from "../../../integration/helpers/search-labels";

describe("English search words", () => {
  it("gives the Spanish the catalogue uses, for the word and its English plural", () => {
    expect(spanishFor("massage")).toEqual(["masaje"]);
    expect(spanishFor("massages")).toEqual(["masaje"]);
    expect(spanishFor("dinner")).toEqual(["cena"]);
    expect(spanishFor("volcanoes")).toEqual(["volcan"]);
    expect(spanishFor("classes")).toEqual(["clase"]);
    expect(spanishFor("puppies")).toEqual(["cachorro", "perro"]);
    expect(spanishFor("zipline")).toEqual(["canopy"]);
    expect(spanishFor("haircut")).toContain("corte de cabello");
    expect(spanishFor("teeth")).toContain("dientes");
    expect(spanishFor("whitening")).toEqual(["blanqueamiento"]);
    expect(spanishFor("xyzzy")).toEqual([]);
    // Object's own properties are not words.
    expect(spanishFor("constructor")).toEqual([]);
    expect(spanishFor("tostring")).toEqual([]);
  });

  it("covers the catalogue in 80 to 150 words, written as search_text is", () => {
    expect(ENGLISH_SEARCH_WORDS.length).toBeGreaterThanOrEqual(80);
    expect(ENGLISH_SEARCH_WORDS.length).toBeLessThanOrEqual(150);
    for (const word of ENGLISH_SEARCH_WORDS) {
      expect(normalizeText(word), word).toBe(word);
      for (const spanish of spanishFor(word)) {
        expect(normalizeText(spanish), `${word} -> ${spanish}`).toBe(spanish);
        expect(spanish, `${word} -> ${spanish}`).toMatch(/^[a-z0-9 ]+$/);
        // A short substring would match inside unrelated words ('te' in 'restaurante').
        if (spanish !== word) expect(spanish.length, `${word} -> ${spanish}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it("finds the listed word one slip away, and nothing for Spanish words or exact ones", () => {
    expect(nearEnglishWord("masage")).toBe("massage");
    expect(nearEnglishWord("masages")).toBe("massage");
    expect(nearEnglishWord("brekfast")).toBe("breakfast");
    expect(nearEnglishWord("voclano")).toBe("volcano");
    expect(nearEnglishWord("diner")).toBe("dinner");
    expect(nearEnglishWord("massage")).toBeNull();
    expect(nearEnglishWord("masaje")).toBeNull();
    expect(nearEnglishWord("mas")).toBeNull();
    expect(nearEnglishWord("pizzza")).toBeNull(); // the same word in Spanish: the dictionary's job
    expect(nearEnglishWord("2x1")).toBeNull();
  });

  it("leaves every Spanish query of the relevance list as it was", () => {
    const queries = [...LABELLED_QUERIES.map((l) => l.q), ...NO_MATCH_QUERIES];
    for (const q of queries) {
      for (const term of searchTerms(q)) {
        expect(nearEnglishWord(term), term).toBeNull();
        // Only a word spelled the same in both languages, or one the Spanish synonyms already expand.
        const added = spanishFor(term).filter((s) => s !== term && s !== pluralStem(term));
        if (added.length > 0) expect(term, `${term} -> ${added.join(", ")}`).toBe("gym");
      }
      expect(searchGroups(searchTerms(q)), q).toEqual(termGroups(searchTerms(q)));
    }
  });
});

import { describe, expect, it } from "vitest";
import { CATEGORIES, type Category, type CategoryId } from "@/lib/domain/categories";
import { CATEGORIES_EN, localizeCategory, localizeSubcategory } from "@/lib/domain/categories-en";

// Names spelled the same in Spanish and English, so an identical name there is not a forgotten translation.
const SAME_IN_BOTH_LANGUAGES = new Set(["Spa", "Grooming"]);

function englishSub(categoryId: CategoryId, subId: string) {
  const text = CATEGORIES_EN[categoryId].subcategories[subId];
  if (!text) throw new Error(`No English text for ${categoryId}/${subId}`);
  return text;
}

function categoryById(id: CategoryId): Category {
  const category = CATEGORIES.find((c) => c.id === id);
  if (!category) throw new Error(`No category ${id}`);
  return category;
}

describe("CATEGORIES_EN", () => {
  it("has an entry for every category and no extra ones", () => {
    expect(Object.keys(CATEGORIES_EN).sort()).toEqual(CATEGORIES.map((c) => c.id).sort());
  });

  it.each(CATEGORIES.map((c) => [c.id, c] as const))("covers exactly the subcategories of %s", (id, category) => {
    expect(Object.keys(CATEGORIES_EN[id].subcategories).sort()).toEqual(category.subcategories.map((s) => s.id).sort());
  });

  it("translates every name and has a non-empty description", () => {
    for (const category of CATEGORIES) {
      const en = CATEGORIES_EN[category.id];
      const pairs = [
        { es: category.name, en: en.name, description: en.description },
        ...category.subcategories.map((s) => ({
          es: s.name,
          en: englishSub(category.id, s.id).name,
          description: englishSub(category.id, s.id).description,
        })),
      ];
      for (const pair of pairs) {
        if (!SAME_IN_BOTH_LANGUAGES.has(pair.en)) expect(pair.en, category.id).not.toBe(pair.es);
        expect(pair.en.trim(), category.id).not.toBe("");
        expect(pair.description.trim(), category.id).not.toBe("");
      }
    }
  });
});

describe("localizeCategory", () => {
  it("returns the Spanish category itself", () => {
    for (const category of CATEGORIES) expect(localizeCategory(category, "es")).toBe(category);
  });

  it("keeps ids, icon, colour and keywords in English", () => {
    for (const category of CATEGORIES) {
      const en = localizeCategory(category, "en");
      expect(en).not.toBe(category);
      expect(en.id).toBe(category.id);
      expect(en.icon).toBe(category.icon);
      expect(en.color).toBe(category.color);
      expect(en.keywords).toEqual(category.keywords);
      expect(en.name).toBe(CATEGORIES_EN[category.id].name);
      expect(en.description).toBe(CATEGORIES_EN[category.id].description);
      expect(en.subcategories.map((s) => s.id)).toEqual(category.subcategories.map((s) => s.id));
      en.subcategories.forEach((s, i) => {
        expect(s.keywords).toEqual(category.subcategories[i]?.keywords);
        expect(s.name).toBe(englishSub(category.id, s.id).name);
      });
    }
  });

  it("does not change the Spanish catalogue", () => {
    const restaurants = categoryById("restaurantes");
    localizeCategory(restaurants, "en");
    expect(restaurants.name).toBe("Restaurantes & Gastronomía");
  });

  it("returns the same English object on repeated calls", () => {
    for (const category of CATEGORIES) {
      expect(localizeCategory(category, "en")).toBe(localizeCategory(category, "en"));
    }
  });
});

describe("localizeSubcategory", () => {
  it("returns the Spanish subcategory itself", () => {
    const category = categoryById("belleza");
    for (const sub of category.subcategories) expect(localizeSubcategory(category.id, sub, "es")).toBe(sub);
  });

  it("translates name and description and keeps id and keywords", () => {
    const category = categoryById("odontologia");
    const sub = category.subcategories.find((s) => s.id === "limpieza-dental");
    if (!sub) throw new Error("No limpieza-dental subcategory");
    const en = localizeSubcategory(category.id, sub, "en");
    expect(en).toMatchObject({ id: "limpieza-dental", name: "Dental Cleaning", keywords: sub.keywords });
    expect(en.description).toBe(englishSub("odontologia", "limpieza-dental").description);
  });
});

import "server-only";
import {
  CATEGORIES,
  getCategory as spanishCategory,
  getSubcategory as spanishSubcategory,
  type Category,
  type Subcategory,
} from "@/lib/domain/categories";
import { localizeCategory, localizeSubcategory } from "@/lib/domain/categories-en";
import { pageLocale } from "./page-locale";

// The catalogue's categories as the page's language names them (lib/domain/categories-en.ts):
// what server components draw. Ids, icons, colours and keywords are the same in both languages.

export function getCategory(id: string): Category | undefined {
  const category = spanishCategory(id);
  return category && localizeCategory(category, pageLocale());
}

export function getSubcategory(categoryId: string, subId: string): Subcategory | undefined {
  const category = spanishCategory(categoryId);
  const sub = spanishSubcategory(categoryId, subId);
  return category && sub && localizeSubcategory(category.id, sub, pageLocale());
}

export function pageCategories(): readonly Category[] {
  const locale = pageLocale();
  return locale === "es" ? CATEGORIES : CATEGORIES.map((category) => localizeCategory(category, locale));
}

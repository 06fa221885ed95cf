import { CATEGORIES, type CategoryIcon } from "@/lib/domain/categories";
import { localizeCategory } from "@/lib/domain/categories-en";
import { categoryHref } from "@/lib/domain/url-state/search";
import type { Locale } from "@/lib/i18n/locale";

/** The few category fields the client drawers need (keeps descriptions and keywords out of the bundle). */
export interface NavCategory {
  id: string;
  name: string;
  icon: CategoryIcon;
  color: string;
  /** Built here, on the server, so the drawers do not bundle the URL-state module. */
  href: string;
}

/** A NavCategory as a tuple, as the shell's bundled data holds it (shell-static.ts rebuilds the objects). */
export type NavCategoryEntry = [id: string, name: string, icon: CategoryIcon, color: string, href: string];

const entries = (locale: Locale): NavCategoryEntry[] =>
  CATEGORIES.map((category) => {
    const { id, name, icon, color } = localizeCategory(category, locale);
    return [id, name, icon, color, categoryHref(id)];
  });
const NAV_CATEGORY_ENTRIES: Record<Locale, NavCategoryEntry[]> = { es: entries("es"), en: entries("en") };

/** The categories in a language; their links are the Spanish paths, which links localise (lib/i18n/routing.ts). */
export function listNavCategoryEntries(locale: Locale = "es"): NavCategoryEntry[] {
  return NAV_CATEGORY_ENTRIES[locale];
}

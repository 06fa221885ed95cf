import { CATEGORIES, type CategoryIcon } from "@/lib/domain/categories";
import { categoryHref } from "@/lib/domain/url-state/search";

/** The few category fields the client drawers need (keeps descriptions and keywords out of the bundle). */
export interface NavCategory {
  id: string;
  name: string;
  icon: CategoryIcon;
  color: string;
  /** Built here, on the server, so the drawers do not bundle the URL-state module. */
  href: string;
}

// One array for the whole process: the React payload writes an object once per page and refers to
// it after that, so the three drawers that take this list (two headers) cost one copy, not three.
const NAV_CATEGORIES: NavCategory[] = CATEGORIES.map(({ id, name, icon, color }) => ({ id, name, icon, color, href: categoryHref(id) }));

export function listNavCategories(): NavCategory[] {
  return NAV_CATEGORIES;
}

/** A NavCategory as a tuple, for the React payload (ShellView rebuilds the objects): no key names per entry. */
export type NavCategoryEntry = [id: string, name: string, icon: CategoryIcon, color: string, href: string];

const NAV_CATEGORY_ENTRIES: NavCategoryEntry[] = NAV_CATEGORIES.map(({ id, name, icon, color, href }) => [id, name, icon, color, href]);

export function listNavCategoryEntries(): NavCategoryEntry[] {
  return NAV_CATEGORY_ENTRIES;
}

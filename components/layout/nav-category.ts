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

/** A NavCategory as a tuple, as the shell's bundled data holds it (shell-static.ts rebuilds the objects). */
export type NavCategoryEntry = [id: string, name: string, icon: CategoryIcon, color: string, href: string];

const NAV_CATEGORY_ENTRIES: NavCategoryEntry[] = CATEGORIES.map(({ id, name, icon, color }) => [
  id,
  name,
  icon,
  color,
  categoryHref(id),
]);

export function listNavCategoryEntries(): NavCategoryEntry[] {
  return NAV_CATEGORY_ENTRIES;
}

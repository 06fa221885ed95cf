import { CATEGORIES, type CategoryIcon } from "@/lib/domain/categories";

/** The few category fields the client drawers need (keeps descriptions and keywords out of the bundle). */
export interface NavCategory {
  id: string;
  name: string;
  icon: CategoryIcon;
  color: string;
}

export function listNavCategories(): NavCategory[] {
  return CATEGORIES.map(({ id, name, icon, color }) => ({ id, name, icon, color }));
}

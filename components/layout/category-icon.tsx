import {
  Camera,
  Car,
  Dumbbell,
  GraduationCap,
  HeartPulse,
  House,
  PawPrint,
  Plane,
  Smile,
  Sparkles,
  Stethoscope,
  UtensilsCrossed,
  type IconComponent,
  type IconProps,
} from "@/components/ui/icons";

import type { CategoryIcon as CategoryIconName } from "@/lib/domain/categories";

/** Sprite icon for each icon name used in lib/domain/categories.ts. */
export const CATEGORY_ICONS: Record<CategoryIconName, IconComponent> = {
  UtensilsCrossed,
  Sparkles,
  HeartPulse,
  Stethoscope,
  Smile,
  House,
  Car,
  Plane,
  GraduationCap,
  Camera,
  Dumbbell,
  PawPrint,
};

export function CategoryIcon({ name, ...props }: IconProps & { name: CategoryIconName }) {
  const Icon = CATEGORY_ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}

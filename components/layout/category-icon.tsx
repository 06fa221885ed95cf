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
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

import type { CategoryIcon as CategoryIconName } from "@/lib/domain/categories";

/** lucide component for each icon name used in lib/domain/categories.ts. */
export const CATEGORY_ICONS: Record<CategoryIconName, LucideIcon> = {
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

export function CategoryIcon({ name, ...props }: LucideProps & { name: CategoryIconName }) {
  const Icon = CATEGORY_ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}

import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Merges Tailwind classes, later ones winning (the shadcn helper). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

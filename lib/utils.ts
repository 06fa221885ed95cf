import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (clsx). It does not merge conflicting Tailwind utilities as shadcn's helper
 * does: tailwind-merge was 6.4 KB gzip of every page's first load. A component's base classes that
 * callers override live in the components layer instead (app/styles/panels.css, controls.css), so
 * a utility passed beside them wins by the cascade.
 *
 * Outside production builds every call is checked against tailwind-merge (dropped from the bundles
 * with this branch): a call where it would drop a class, two utilities fighting over one property
 * with the winner left to the stylesheet's order, throws in tests and is logged in development.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  if (process.env.NODE_ENV !== "production") checkNoConflict(classes);
  return classes;
}

function checkNoConflict(classes: string): void {
  const kept = new Set(twMerge(classes).split(" "));
  const dropped = classes.split(/\s+/).filter((c) => c && !kept.has(c));
  if (dropped.length === 0) return;
  const message = `cn(): "${dropped.join(" ")}" conflicts with a later class in "${classes}"; move the base classes to the components layer (app/styles/panels.css) or drop one`;
  if (process.env.NODE_ENV === "test") throw new Error(message);
  console.error(message);
}

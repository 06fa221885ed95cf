// Quick business creation: the slug is derived from the name and is read-only.
// Pure: the form shows it while typing and the server derives it again from the submitted name.

/** A slug has at most 60 characters. */
export const SLUG_MAX_LENGTH = 60;

/** What the database accepts (businesses_slug_format): lowercase words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The rule: lowercase, accents removed, characters other than a-z, 0-9, space and hyphen
 * dropped, spaces turned into hyphens, at most 60 characters. Two additions keep the result a
 * valid URL segment (the database refuses anything else): runs of spaces or hyphens become one
 * hyphen, and no hyphen is left at either end (also after cutting at 60).
 * "Café  Luna — Zona 10" -> "cafe-luna-zona-10"; "¡¡¡" -> "" (the form then says the slug is required).
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/**
 * The n-th candidate for a taken slug: "pizza-luna" -> "pizza-luna-2", "-3"... The base is cut so
 * that the suffix still fits in 60 characters.
 */
export function slugWithSuffix(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
}

export function isSlug(value: unknown): value is string {
  return typeof value === "string" && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

// The seed businesses: the capital's zones plus Antigua, Xela, Panajachel, Cobán and Flores.
import { CAPITAL_BUSINESSES } from "./businesses-capital";
import { INTERIOR_BUSINESSES } from "./businesses-interior";
import type { SeedBusiness } from "./types";

export const SEED_BUSINESSES: readonly SeedBusiness[] = [...CAPITAL_BUSINESSES, ...INTERIOR_BUSINESSES];

const BY_SLUG = new Map(SEED_BUSINESSES.map((b) => [b.slug, b]));

/** The seed business with this slug, or undefined. */
export function getSeedBusiness(slug: string): SeedBusiness | undefined {
  return BY_SLUG.get(slug);
}

// Loyalty rules of /logros: level titles and the XP progress bar. Pure, no I/O.

/** Level titles 1 to 5. */
export const LEVEL_TITLES: Readonly<Record<number, string>> = Object.freeze({
  1: "Descuentos básicos",
  2: "Ofertas exclusivas",
  3: "Acceso early bird",
  4: "Cupones premium",
  5: "VIP concierge",
});

/** The same titles on English pages. */
export const LEVEL_TITLES_EN: Readonly<Record<number, string>> = Object.freeze({
  1: "Basic discounts",
  2: "Exclusive deals",
  3: "Early bird access",
  4: "Premium coupons",
  5: "VIP concierge",
});

export const MAX_LEVEL = 5;

/** The title of a level (clamped to 1..5), in Spanish or, with `english`, in English. */
export function levelTitle(level: number, english = false): string {
  const clamped = Number.isFinite(level) ? Math.min(Math.max(Math.trunc(level), 1), MAX_LEVEL) : 1;
  return (english ? LEVEL_TITLES_EN : LEVEL_TITLES)[clamped]!;
}

/**
 * Progress percent = current_xp / next_level_xp, rounded, and 0 when there is no next
 * level. Kept within 0..100 so a bar never overflows.
 */
export function progressPercent(currentXp: number, nextLevelXp: number | null | undefined): number {
  if (nextLevelXp == null || !Number.isFinite(nextLevelXp) || nextLevelXp <= 0) return 0;
  if (!Number.isFinite(currentXp) || currentXp <= 0) return 0;
  return Math.min(100, Math.round((currentXp / nextLevelXp) * 100));
}

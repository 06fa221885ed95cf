// Flash urgency is high under 2 hours left (red, pulsing), medium under 6 hours,
// otherwise low.
export const URGENCY_HIGH_HOURS = 2;
export const URGENCY_MEDIUM_HOURS = 6;

export type UrgencyLevel = "high" | "medium" | "low";

const HOUR = 60 * 60 * 1000;

export function urgencyLevel(remainingMs: number): UrgencyLevel {
  if (remainingMs < URGENCY_HIGH_HOURS * HOUR) return "high";
  if (remainingMs < URGENCY_MEDIUM_HOURS * HOUR) return "medium";
  return "low";
}

/** Urgency of an offer ending at `endTime` (ISO), seen at `nowMs`. */
export function urgencyAt(endTime: string, nowMs: number): UrgencyLevel {
  const end = Date.parse(endTime);
  return urgencyLevel(Number.isNaN(end) ? 0 : end - nowMs);
}

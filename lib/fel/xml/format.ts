// Value formats SAT's schemas ask for.

const GUATEMALA_OFFSET_MS = 6 * 3600 * 1000;

/** "2026-11-27T08:15:00-06:00": Guatemala keeps UTC-6 all year (no daylight saving). */
export function satDateTime(date: Date): string {
  const local = new Date(date.getTime() - GUATEMALA_OFFSET_MS).toISOString().slice(0, 19);
  return `${local}-06:00`;
}

/** "2026-11-27", the Guatemala calendar day. */
export function satDate(date: Date): string {
  return satDateTime(date).slice(0, 10);
}

/** 123456 -> "1234.56" (xs:decimal, no thousands separator). */
export function satAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Amounts are non-negative cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

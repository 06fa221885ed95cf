// The dollar hint beside a quetzal price on English pages ("Q250.00 (≈ US$32)"), from the Banco de
// Guatemala's daily reference rate. Pure: a page and a client island compute the same number.

/** A day's reference rate: quetzales for one US dollar, as numeric(10,5) text ("7.75000"). */
export interface ExchangeRate {
  /** The Guatemala calendar day the rate is for, "YYYY-MM-DD". */
  date: string;
  quetzalesPerDollar: string | number;
}

/**
 * A rate older than this many Guatemala calendar days is not shown: Banguat publishes every day,
 * so an older one means the daily job has been failing, and a visitor deserves no hint rather
 * than a wrong one. Three days covers a long weekend without the source.
 */
export const RATE_MAX_AGE_DAYS = 3;

const GUATEMALA_TIME_ZONE = "America/Guatemala";
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const RATE = /^(\d{1,5})(?:\.(\d{1,5}))?$/;
const DAY_MS = 86_400_000;

/** Guatemala's calendar day of an instant, "YYYY-MM-DD". */
export function guatemalaDay(instant: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: GUATEMALA_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Days since the epoch of a "YYYY-MM-DD" that names a real day, else null. */
function dayNumber(day: string): number | null {
  const m = ISO_DAY.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

/** Guatemala calendar days from the rate's day to `today` (0 on the same day), or null when malformed. */
export function rateAgeDays(rateDate: string, today: Date): number | null {
  const from = dayNumber(rateDate);
  const to = dayNumber(guatemalaDay(today));
  return from === null || to === null ? null : to - from;
}

/** Whether the rate may still be shown on `today`: at most RATE_MAX_AGE_DAYS Guatemala days old. */
export function isRateFresh(rate: ExchangeRate | null | undefined, today: Date): boolean {
  if (!rate) return false;
  const age = rateAgeDays(rate.date, today);
  // A day ahead of ours is a clock or publication edge, not a stale rate.
  return age !== null && age <= RATE_MAX_AGE_DAYS;
}

/**
 * The rate in hundred-thousandths of a quetzal (numeric(10,5) exactly), or null when it is not a
 * positive decimal: integers keep the rounding below exact, where floats would drift at .5.
 */
function rateUnits(value: string | number): number | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? value.toFixed(5) : "") : value.trim();
  const m = RATE.exec(text);
  if (!m) return null;
  const units = Number(m[1]) * 100_000 + Number((m[2] ?? "").padEnd(5, "0"));
  return units > 0 ? units : null;
}

/**
 * A quetzal price in whole US dollars at the rate, rounded half up (Q250.00 at 7.75 -> 32), or
 * null when there is no rate, it is older than RATE_MAX_AGE_DAYS, or it or the price is malformed.
 */
export function usdApproximation(cents: number, rate: ExchangeRate | null | undefined, today: Date): number | null {
  if (!rate || !isRateFresh(rate, today)) return null;
  return dollarsAt(cents, rate.quetzalesPerDollar);
}

/**
 * A quetzal price in whole dollars at a rate already judged fresh, rounded half up; null when the
 * rate or the price is malformed. What the browser computes (the server judged the rate's age).
 */
export function dollarsAt(cents: number, quetzalesPerDollar: string | number): number | null {
  if (!Number.isSafeInteger(cents) || cents < 0) return null;
  const units = rateUnits(quetzalesPerDollar);
  if (units === null) return null;
  // dollars = (cents / 100) / (units / 100000) = cents * 1000 / units, rounded half up.
  const numerator = cents * 1000;
  return Math.floor((2 * numerator + units) / (2 * units));
}

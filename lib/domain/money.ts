// Money is integer cents in code, numeric(12,2) in the database, "Q1,234.50" on screen.

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/;

/** "1234.5" | "1234.50" | 1234.5 -> 123450. Rounds half away from zero past two decimals. */
export function toCents(value: string | number): number {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
    return Math.round(value * 100 + (value >= 0 ? 1e-9 : -1e-9));
  }
  const m = DECIMAL.exec(value.trim());
  if (!m) throw new RangeError(`Not a decimal amount: ${value}`);
  const [, sign, whole, frac = ""] = m;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** 123450 -> "1234.50", the literal for a numeric(12,2) column. */
export function fromCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * 123450 -> "Q1,234.50". Written by hand rather than with Intl: ICU versions disagree on the
 * space after "Q" (Node prints "Q 1,234.50"), and server and browser must print the same text.
 */
export function formatQuetzales(cents: number): string {
  const [whole, frac] = fromCents(Math.round(cents)).replace("-", "").split(".");
  return `${cents < 0 ? "-" : ""}Q${groupDigits(whole!)}.${frac}`;
}

/**
 * 1234 -> "1,234", as Intl.NumberFormat("es-GT") prints a whole number. By hand so the browser
 * need not load ICU's data for a count (lib/i18n/format-message.ts says why).
 */
export function formatCount(n: number): string {
  return `${n < 0 ? "-" : ""}${groupDigits(String(Math.trunc(Math.abs(n))))}`;
}

function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export const IVA_RATE_PERCENT = 12;

/** IVA added on top of the subtotal (total = subtotal x 1.12), rounded to the cent. */
export function ivaCents(subtotalCents: number): number {
  return Math.round((subtotalCents * IVA_RATE_PERCENT) / 100);
}

/** round((original - discount) / original x 100), 0 without an original price. */
export function discountPercent(originalCents: number | null | undefined, discountCents: number): number {
  if (!originalCents || originalCents <= 0) return 0;
  return Math.round(((originalCents - discountCents) / originalCents) * 100);
}

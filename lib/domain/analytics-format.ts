// How the seller's numbers read on screen, the same on the server (tables) and in the browser
// (chart tooltips). Amounts are cents; percentages are fractions; per-hundred figures are as is.
import { formatQuetzales } from "./money";

export type ValueKind = "count" | "money" | "percent" | "perHundred";

export function formatValue(value: number | null, kind: ValueKind): string {
  if (value === null || !Number.isFinite(value)) return "—";
  if (kind === "money") return formatQuetzales(value);
  if (kind === "percent") return `${(value * 100).toFixed(1)}%`;
  if (kind === "perHundred") return value.toFixed(1);
  return value.toLocaleString("en-US");
}

/** An axis tick: whole quetzales, whole percent, plain counts and per-hundred figures. */
export function formatTick(value: number, kind: ValueKind): string {
  if (kind === "money") return `Q${Math.round(value / 100).toLocaleString("en-US")}`;
  if (kind === "percent") return `${Math.round(value * 100)}%`;
  return value.toLocaleString("en-US");
}

/** +25%, -3.5%, 0%; null when there is nothing to compare against. */
export function formatChange(change: number | null): string | null {
  if (change === null || !Number.isFinite(change)) return null;
  const pct = Math.round(change * 1000) / 10;
  return `${pct > 0 ? "+" : ""}${pct}%`;
}

const utcDate = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`);
// One formatter per language (es-GT, en-US): built once, shared by every render.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, kind: "day" | "month"): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let f = formats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === "day"
        ? { day: "numeric", month: "short", timeZone: "UTC" }
        : { month: "long", year: "numeric", timeZone: "UTC" };
    formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  }
  return f;
}

/** "2026-11-04" -> "4 nov" ("Nov 4" in en-US): the axis and table label of a day. Computed on the server only. */
export function shortDay(day: string, locale = "es-GT"): string {
  return format(locale, "day").format(utcDate(day)).replace(".", "");
}

/** "2026-11-01" -> "noviembre de 2026" ("November 2026" in en-US). */
export function monthName(month: string, locale = "es-GT"): string {
  return format(locale, "month").format(utcDate(month));
}

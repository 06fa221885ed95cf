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
const DAY_FORMAT = new Intl.DateTimeFormat("es-GT", { day: "numeric", month: "short", timeZone: "UTC" });
const MONTH_FORMAT = new Intl.DateTimeFormat("es-GT", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11-04" -> "4 nov" (the axis and table label of a day). Computed on the server only. */
export function shortDay(day: string): string {
  return DAY_FORMAT.format(utcDate(day)).replace(".", "");
}

/** "2026-11-01" -> "noviembre de 2026". */
export function monthName(month: string): string {
  return MONTH_FORMAT.format(utcDate(month));
}

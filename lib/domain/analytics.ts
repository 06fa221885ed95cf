// The seller's numbers: ranges in Guatemala days, totals, buyers per 100 visitors and the change
// against the previous period of the same length. Pure, so the page and its tests agree.
import { GUATEMALA_TIME_ZONE } from "./guatemala-time";

export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];
export const DEFAULT_RANGE: RangeDays = 30;

/** "?dias=90" -> 90; anything else -> the default range. */
export function parseRange(value: unknown): RangeDays {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return (RANGE_DAYS as readonly number[]).includes(n) ? (n as RangeDays) : DEFAULT_RANGE;
}

/** The Guatemala calendar day of `instant`, as YYYY-MM-DD. */
export function guatemalaDay(instant: Date, timeZone = GUATEMALA_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/** YYYY-MM-DD plus `days` (negative to go back); calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

export interface Period {
  from: string;
  to: string;
}

/** The last `days` days ending today, and the `days` days before them. */
export function periodsEndingOn(today: string, days: RangeDays): { current: Period; previous: Period } {
  const from = addDays(today, -(days - 1));
  return { current: { from, to: today }, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

export interface DayMetrics {
  day: string;
  views: number;
  uniqueViewers: number;
  orders: number;
  buyers: number;
  units: number;
  grossCents: number;
  refundsCents: number;
  redeemed: number;
}

export type Totals = Omit<DayMetrics, "day"> & { buyersPer100Viewers: number | null };
export type Metric = keyof Totals;
/**
 * Buyers for every 100 unique viewers; null without viewers. Not a percentage, and not called
 * one: a day's buyers are not a subset of that day's counted viewers (a buyer may have looked on
 * an earlier day, or in a visit that was not counted), so the figure can honestly pass 100. A
 * share that cannot would need the viewers who bought, which these daily counts cannot tell.
 */
export function buyersPer100Viewers(buyers: number, uniqueViewers: number): number | null {
  return uniqueViewers > 0 ? (buyers * 100) / uniqueViewers : null;
}

/**
 * Sums of the days. Unique viewers and buyers add up per day (a person on two days counts twice):
 * the same basis for both, so buyers per 100 viewers stays a like-for-like ratio.
 */
export function totalsOf(days: readonly DayMetrics[]): Totals {
  const sum = (key: Exclude<keyof DayMetrics, "day">) => days.reduce((acc, d) => acc + d[key], 0);
  const uniqueViewers = sum("uniqueViewers");
  const buyers = sum("buyers");
  return {
    views: sum("views"),
    uniqueViewers,
    orders: sum("orders"),
    buyers,
    units: sum("units"),
    grossCents: sum("grossCents"),
    refundsCents: sum("refundsCents"),
    redeemed: sum("redeemed"),
    buyersPer100Viewers: buyersPer100Viewers(buyers, uniqueViewers),
  };
}

/** Relative change (0.25 = +25%); null when there is nothing to compare against. */
export function relativeChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}

export interface Comparison {
  current: number | null;
  previous: number | null;
  change: number | null;
}

export function comparePeriods(current: Totals, previous: Totals): Record<Metric, Comparison> {
  const out = {} as Record<Metric, Comparison>;
  for (const key of Object.keys(current) as Metric[]) {
    out[key] = { current: current[key], previous: previous[key], change: relativeChange(current[key], previous[key]) };
  }
  return out;
}

/** Splits a run of days (previous period then current, as the database returns them) at `from`. */
export function splitAt(days: readonly DayMetrics[], from: string): { previous: DayMetrics[]; current: DayMetrics[] } {
  return { previous: days.filter((d) => d.day < from), current: days.filter((d) => d.day >= from) };
}

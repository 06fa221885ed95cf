// The filters of /vendedor/canjes and its CSV, from the URL: a range of Guatemala days (desde,
// hasta, both inclusive; the last 30 days by default), a branch and a member. Anything malformed
// falls back to the default (a bookmarked or hand-typed URL never fails the page), and a reversed
// range is read the right way round.
import { parseGuatemalaDateTime, toGuatemalaDateTimeLocal } from "./guatemala-time";
import { isUuid } from "./uuid";

export interface RedemptionFilterValues {
  /** "YYYY-MM-DD", Guatemala days. */
  from: string;
  to: string;
  branchId: string | null;
  memberId: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_DAYS = 30;

type Params = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "";

/** A real calendar day ("2026-02-30" is not), or null. */
function day(value: string): string | null {
  return DAY.test(value) && parseGuatemalaDateTime(`${value}T00:00`) ? value : null;
}

export const guatemalaDay = (instant: Date) => toGuatemalaDateTimeLocal(instant).slice(0, 10);

function addDays(value: string, days: number): string {
  const d = new Date(`${value}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function parseRedemptionFilters(params: Params, now = new Date()): RedemptionFilterValues {
  const today = guatemalaDay(now);
  let from = day(first(params.desde)) ?? addDays(today, -(DEFAULT_DAYS - 1));
  let to = day(first(params.hasta)) ?? today;
  if (from > to) [from, to] = [to, from];
  const id = (v: string) => (isUuid(v) ? v.toLowerCase() : null);
  return { from, to, branchId: id(first(params.sucursal)), memberId: id(first(params.miembro)) };
}

/** The instants the database is asked for: from the first day's start to the day after the last. */
export function redemptionRange(f: RedemptionFilterValues): { from: string; to: string } {
  return {
    from: parseGuatemalaDateTime(`${f.from}T00:00`)!.toISOString(),
    to: parseGuatemalaDateTime(`${addDays(f.to, 1)}T00:00`)!.toISOString(),
  };
}

/** The filters back as a query string (the CSV link, the form's defaults). */
export function redemptionFiltersQuery(businessId: string, f: RedemptionFilterValues): string {
  const q = new URLSearchParams({ negocio: businessId, desde: f.from, hasta: f.to });
  if (f.branchId) q.set("sucursal", f.branchId);
  if (f.memberId) q.set("miembro", f.memberId);
  return q.toString();
}

/** Whether an owner or manager may still undo it: not undone, made less than 10 minutes ago. */
export const UNDO_WINDOW_MS = 10 * 60_000;
export function canUndoRedemption(r: { redeemedAt: string; undoneAt: string | null }, now = new Date()): boolean {
  return r.undoneAt === null && now.getTime() - new Date(r.redeemedAt).getTime() < UNDO_WINDOW_MS;
}

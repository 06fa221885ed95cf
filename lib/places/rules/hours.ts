// A branch's opening hours and the rules on them: open at an instant (Guatemala's wall clock), the
// next opening or closing, and times written the es-GT way ("9:00 p. m."). Pure and tiny: the
// business page's status line runs it in the browser, so no date library (Intl does the zone).
//
// The model (branch_hours, lib/db/schema/branches.ts): weekday 0-6 (0 = domingo, as JavaScript's
// getDay and PostgreSQL's dow), opens < closes within the day, closes may be "24:00". A range never
// crosses midnight: a bar open Friday 20:00-02:00 is two ranges, Friday 20:00-24:00 and Saturday
// 00:00-02:00, and these rules join ranges that touch, so it 'cierra a las 2:00 a. m.'.

export const GUATEMALA_TIME_ZONE = "America/Guatemala";

export interface HoursRange {
  /** 0 = domingo … 6 = sábado. */
  weekday: number;
  /** "HH:MM", 00:00-23:59. */
  opens: string;
  /** "HH:MM", after opens; "24:00" is the end of the day. */
  closes: string;
}

const DAY = 1440;
const WEEK = 7 * DAY;
const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** "09:30" -> 570; "24:00" -> 1440; anything else (or past 24:00) -> null. */
export function toMinutes(time: string): number | null {
  const m = TIME.exec(time);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= DAY ? minutes : null;
}

/** 570 -> "09:30" (the form's and JSON-LD's 24-hour value). */
export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * "21:00" -> "9:00 p. m.", as es-GT writes it (what Intl's es-GT gives, with plain spaces: some
 * engines put a no-break space there, and the page must read the same in every browser).
 */
export function formatTime(time: string): string {
  const minutes = (toMinutes(time) ?? 0) % DAY;
  const h = Math.floor(minutes / 60);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(minutes % 60).padStart(2, "0")} ${h < 12 ? "a. m." : "p. m."}`;
}

/** 'a la 1:00' but 'a las 9:00': the article the hour takes in Spanish. */
export function hourArticle(time: string): "one" | "other" {
  const h = Math.floor(((toMinutes(time) ?? 0) % DAY) / 60) % 12;
  return h === 1 ? "one" : "other";
}

/** Minutes since Sunday 00:00 on Guatemala's wall clock at `instant`. */
export function weekMinuteAt(instant: Date, timeZone = GUATEMALA_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return weekday * DAY + (Number(get("hour")) % 24) * 60 + Number(get("minute"));
}

/** The ranges as [start, end) minutes of the week, sorted; junk ranges are left out. */
function spans(ranges: readonly HoursRange[]): [number, number][] {
  return ranges
    .flatMap((r) => {
      const open = toMinutes(r.opens);
      const close = toMinutes(r.closes);
      if (open === null || close === null || open >= close || r.weekday < 0 || r.weekday > 6) return [];
      return [[r.weekday * DAY + open, r.weekday * DAY + close] as [number, number]];
    })
    .sort((a, b) => a[0] - b[0]);
}

/** The span holding week minute `t` (wrapping Saturday into Sunday), as absolute minutes from `t`'s week. */
function spanAt(list: [number, number][], t: number): [number, number] | null {
  const w = ((t % WEEK) + WEEK) % WEEK;
  const hit = list.find(([s, e]) => s <= w && w < e);
  return hit ? [t - w + hit[0], t - w + hit[1]] : null;
}

export type OpenStatus =
  | { open: true; always: true }
  | { open: true; always: false; closes: string; closesInDays: number }
  | { open: false; opens: string; opensInDays: number; weekday: number }
  | { open: false; opens: null };

/**
 * Open or closed at `instant`, and until when: the closing time of the open stretch (ranges that
 * touch count as one), or the next opening with how many calendar days away it is (0 today,
 * 1 tomorrow). Open the whole week: `always`. No ranges: closed with no next opening.
 */
export function openStatus(ranges: readonly HoursRange[], instant: Date, timeZone = GUATEMALA_TIME_ZONE): OpenStatus {
  const list = spans(ranges);
  const now = weekMinuteAt(instant, timeZone);
  const today = Math.floor(now / DAY);
  if (spanAt(list, now)) {
    let end = now;
    for (let span = spanAt(list, end); span; span = spanAt(list, end)) {
      end = span[1];
      if (end - now >= WEEK) return { open: true, always: true };
    }
    return { open: true, always: false, closes: fromMinutes(end % DAY), closesInDays: Math.floor(end / DAY) - today };
  }
  if (list.length === 0) return { open: false, opens: null };
  // The first start after now: this week's, else next week's first.
  const next = list.find(([s]) => s > now)?.[0] ?? list[0]![0] + WEEK;
  return {
    open: false,
    opens: fromMinutes(next % DAY),
    opensInDays: Math.floor(next / DAY) - today,
    weekday: Math.floor(next / DAY) % 7,
  };
}

/** The ranges of one weekday, earliest first (the page's weekly table and the form). */
export function rangesOf(ranges: readonly HoursRange[], weekday: number): HoursRange[] {
  return ranges.filter((r) => r.weekday === weekday).sort((a, b) => a.opens.localeCompare(b.opens));
}

/** Monday first, as a Guatemalan week is read. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

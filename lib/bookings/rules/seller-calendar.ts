// The seller's calendar of a branch: every slot of a Guatemala day, past ones and blocked ones too
// (the buyer's picker leaves those out), with the bookings that fall in each, and the bookings of
// the day that no slot holds any more (the hours or the slot length changed after they were made).
// Pure: the page passes the schedule and the bookings it read.
import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { formatTime, GUATEMALA_TIME_ZONE } from "@/lib/places/rules/hours";
import { guatemalaHolidays, type Holiday } from "./holidays";
import { guatemalaDate, guatemalaInstant, slotsOfDay, type Slot, type SlotInput } from "./slots";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface CalendarSlot<B> extends Slot {
  blocked: boolean;
  bookings: B[];
}

export interface CalendarDay<B> {
  date: string;
  slots: CalendarSlot<B>[];
  /** Bookings of the day whose start is no slot of today's schedule. */
  others: B[];
}

/** A Guatemala wall-clock time of an instant, "15:30". */
export function guatemalaClock(instant: Date): string {
  return format(new TZDate(instant.getTime(), GUATEMALA_TIME_ZONE), "HH:mm");
}

/** An instant's time as Guatemalans write it, "3:30 p. m.", whatever the server's own zone. */
export function guatemalaTimeText(instant: Date): string {
  return formatTime(guatemalaClock(instant));
}

/** An instant as the slot forms write it: "2027-03-10T15:30", Guatemala's wall clock. */
export function slotStartValue(instant: Date): string {
  return `${guatemalaDate(instant)}T${guatemalaClock(instant)}`;
}

/** The Guatemala day `n` days after `date` (negative for before). */
export function shiftDay(date: string, n: number): string {
  return guatemalaDate(addDays(guatemalaInstant(date, 12 * 60), n));
}

/** ?dia= when it is a real day, else today in Guatemala. */
export function dayOrToday(value: string | undefined, now: Date): string {
  if (value && DAY.test(value)) {
    const instant = guatemalaInstant(value, 12 * 60);
    if (!Number.isNaN(instant.getTime()) && guatemalaDate(instant) === value) return value;
  }
  return guatemalaDate(now);
}

/** One day of the calendar: the schedule's slots from midnight (lead time 0), blocks marked, not removed. */
export function calendarDay<B extends { startsAt: Date }>(
  date: string,
  schedule: Omit<SlotInput, "now"> | null,
  bookings: readonly B[],
): CalendarDay<B> {
  const from = guatemalaInstant(date, 0);
  const to = guatemalaInstant(shiftDay(date, 1), 0);
  const ofDay = bookings.filter((b) => b.startsAt >= from && b.startsAt < to);
  if (!schedule) return { date, slots: [], others: ofDay };
  const blocks = schedule.blocks ?? [];
  const slots = slotsOfDay(date, {
    ...schedule,
    blocks: [],
    now: from,
    settings: { ...schedule.settings, leadHours: 0, horizonDays: 2 },
  }).map((s): CalendarSlot<B> => ({
    ...s,
    blocked: blocks.some((b) => b.startsAt < s.endsAt && s.startsAt < b.endsAt),
    bookings: ofDay.filter((b) => b.startsAt.getTime() === s.startsAt.getTime()),
  }));
  const held = new Set(slots.map((s) => s.startsAt.getTime()));
  return { date, slots, others: ofDay.filter((b) => !held.has(b.startsAt.getTime())) };
}

/** The holidays of the coming year from `now`'s Guatemala day (the longest horizon a seller may set). */
export function comingHolidays(now: Date): Holiday[] {
  const today = guatemalaDate(now);
  const last = shiftDay(today, 365);
  const year = Number(today.slice(0, 4));
  return [...guatemalaHolidays(year), ...guatemalaHolidays(year + 1)].filter((h) => h.date >= today && h.date <= last);
}

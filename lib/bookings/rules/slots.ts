// A branch's bookable slots: its opening hours (lib/places/rules/hours) cut into slots of the
// seller's length, each taking `capacity` bookings, minus closed days, Guatemala's holidays (unless
// opened), one-off blocks, the lead time and the horizon. Instants are built on Guatemala's wall
// clock with @date-fns/tz (no daylight saving there, but no offset is written by hand either), so
// the answer is the same whatever the server's own time zone. Pure: the data layer passes the
// bookings already taken per slot.
import { TZDate } from "@date-fns/tz";
import { addDays, addHours, addMinutes, format } from "date-fns";
import { GUATEMALA_TIME_ZONE, toMinutes, type HoursRange } from "@/lib/places/rules/hours";
import { holidayOn } from "./holidays";

export interface BookingSettings {
  /** Length of a slot, 15-240 minutes. */
  slotMinutes: number;
  /** Bookings one slot takes. */
  capacity: number;
  /** Minimum hours between booking and the slot's start. */
  leadHours: number;
  /** Maximum days ahead a slot may start. */
  horizonDays: number;
}

export interface Block {
  startsAt: Date;
  endsAt: Date;
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  booked: number;
  free: number;
}

export interface SlotInput {
  hours: readonly HoursRange[];
  settings: BookingSettings;
  now: Date;
  /** Guatemala calendar days ("YYYY-MM-DD") the business closes besides its weekly closed days. */
  closedDates?: readonly string[];
  /** Holidays ("YYYY-MM-DD") the seller opened for bookings. */
  openedHolidays?: readonly string[];
  blocks?: readonly Block[];
  /** Live bookings per slot start (its instant's ISO string). */
  booked?: ReadonlyMap<string, number>;
}

/** Guatemala's calendar day of an instant, "YYYY-MM-DD". */
export function guatemalaDate(instant: Date): string {
  return format(new TZDate(instant.getTime(), GUATEMALA_TIME_ZONE), "yyyy-MM-dd");
}

/** The instant of a wall-clock minute of a Guatemala calendar day. */
export function guatemalaInstant(date: string, minute: number): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(addMinutes(new TZDate(y, m - 1, d, 0, 0, GUATEMALA_TIME_ZONE), minute).getTime());
}

const overlaps = (a: Block, startsAt: Date, endsAt: Date) => a.startsAt < endsAt && startsAt < a.endsAt;

/** Every slot of one Guatemala calendar day, full ones included (free 0), none in the past or out of reach. */
export function slotsOfDay(date: string, input: SlotInput): Slot[] {
  const { hours, settings, now } = input;
  if ((input.closedDates ?? []).includes(date)) return [];
  const holiday = holidayOn(date);
  const holidayFrom = holiday && !(input.openedHolidays ?? []).includes(date) ? holiday.fromMinute : null;
  const midnight = guatemalaInstant(date, 0);
  const weekday = new TZDate(midnight.getTime(), GUATEMALA_TIME_ZONE).getDay();
  // The zone's wall clock is built once a day: when its offset is the same at both ends of the day
  // (always, in Guatemala) a slot is midnight plus its minutes; otherwise each slot asks the zone.
  const sameOffset = guatemalaInstant(date, 1439).getTime() - midnight.getTime() === 1439 * 60_000;
  const at = (minute: number) =>
    sameOffset ? new Date(midnight.getTime() + minute * 60_000) : guatemalaInstant(date, minute);
  const earliest = addHours(now, settings.leadHours);
  const latest = addDays(now, settings.horizonDays);
  const slots: Slot[] = [];
  for (const range of hours.filter((r) => r.weekday === weekday)) {
    const opens = toMinutes(range.opens);
    const closes = toMinutes(range.closes);
    if (opens === null || closes === null) continue;
    for (let start = opens; start + settings.slotMinutes <= closes; start += settings.slotMinutes) {
      if (holidayFrom !== null && start + settings.slotMinutes > holidayFrom) continue;
      const startsAt = at(start);
      const endsAt = addMinutes(startsAt, settings.slotMinutes);
      if (startsAt < earliest || startsAt > latest) continue;
      if ((input.blocks ?? []).some((b) => overlaps(b, startsAt, endsAt))) continue;
      const booked = input.booked?.get(startsAt.toISOString()) ?? 0;
      slots.push({
        startsAt,
        endsAt,
        capacity: settings.capacity,
        booked,
        free: Math.max(0, settings.capacity - booked),
      });
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The first slot with a free place from `now` on, within the horizon; null when none. */
export function nextFreeSlot(input: SlotInput): Slot | null {
  const first = guatemalaDate(input.now);
  for (let day = 0; day <= input.settings.horizonDays; day++) {
    const date = guatemalaDate(addDays(guatemalaInstant(first, 12 * 60), day));
    const free = slotsOfDay(date, input).find((s) => s.free > 0);
    if (free) return free;
  }
  return null;
}

/** Whether `startsAt` is a slot start of the branch's schedule with a free place now. */
export function isBookable(startsAt: Date, input: SlotInput): boolean {
  return slotsOfDay(guatemalaDate(startsAt), input).some(
    (s) => s.startsAt.getTime() === startsAt.getTime() && s.free > 0,
  );
}

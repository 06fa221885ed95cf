import { describe, expect, it } from "vitest";
import { guatemalaHolidays, holidayOn } from "@/lib/bookings/rules/holidays";
import { bookingSettingsSchema, insideChangeWindow, parseSlotStart } from "@/lib/bookings/rules/request";
import {
  guatemalaDate,
  guatemalaInstant,
  isBookable,
  nextFreeSlot,
  slotsOfDay,
  type SlotInput,
} from "@/lib/bookings/rules/slots";
import type { HoursRange } from "@/lib/places/rules/hours";

// Monday to Saturday 9:00-13:00 and 14:00-18:00; Sundays closed.
const HOURS: HoursRange[] = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, opens: "09:00", closes: "13:00" },
  { weekday, opens: "14:00", closes: "18:00" },
]);
const SETTINGS = { slotMinutes: 60, capacity: 2, leadHours: 2, horizonDays: 30 };
/** Monday 8 March 2027, 7:00 in Guatemala. */
const NOW = new Date("2027-03-08T13:00:00Z");
const input = (over: Partial<SlotInput> = {}): SlotInput => ({ hours: HOURS, settings: SETTINGS, now: NOW, ...over });
const times = (date: string, over: Partial<SlotInput> = {}) =>
  slotsOfDay(date, input(over)).map((s) => s.startsAt.toISOString().slice(11, 16));

describe("Guatemala's holidays", () => {
  it("knows Holy Week from Easter and the fixed days, with the December afternoons", () => {
    const y2027 = guatemalaHolidays(2027).map((h) => h.date);
    expect(y2027).toEqual(
      expect.arrayContaining(["2027-03-25", "2027-03-26", "2027-03-27", "2027-06-30", "2027-09-15", "2027-12-25"]),
    );
    expect(
      guatemalaHolidays(2026)
        .filter((h) => /^(Jueves|Viernes|Sábado) Santo$/.test(h.name))
        .map((h) => h.date),
    ).toEqual(["2026-04-02", "2026-04-03", "2026-04-04"]);
    expect(holidayOn("2027-12-24")).toMatchObject({ fromMinute: 720 });
    expect(holidayOn("2027-12-26")).toBeNull();
  });
});

describe("a branch's slots", () => {
  it("cuts each opening range into slots of its length, on Guatemala's clock whatever the server's zone", () => {
    // Tuesday 9 March: 9-13 and 14-18 in hours of 60 minutes; 9:00 in Guatemala is 15:00 UTC.
    expect(times("2027-03-09")).toEqual(["15:00", "16:00", "17:00", "18:00", "20:00", "21:00", "22:00", "23:00"]);
    expect(guatemalaInstant("2027-03-09", 9 * 60).toISOString()).toBe("2027-03-09T15:00:00.000Z");
    expect(guatemalaDate(new Date("2027-03-10T05:59:00Z"))).toBe("2027-03-09");
  });

  it("leaves out closed days, holidays unless opened, the afternoon of 24 December, blocks, the lead time and the horizon", () => {
    expect(times("2027-03-14")).toEqual([]); // a Sunday
    expect(times("2027-03-25")).toEqual([]); // Jueves Santo
    expect(times("2027-03-25", { openedHolidays: ["2027-03-25"] })).toHaveLength(8);
    expect(times("2027-03-10", { closedDates: ["2027-03-10"] })).toEqual([]);
    const xmas = { now: new Date("2027-12-20T13:00:00Z") };
    expect(times("2027-12-24", xmas)).toEqual(["15:00", "16:00", "17:00"]); // 9-12 only (a Friday)
    const block = {
      startsAt: guatemalaInstant("2027-03-09", 10 * 60 + 30),
      endsAt: guatemalaInstant("2027-03-09", 11 * 60),
    };
    expect(times("2027-03-09", { blocks: [block] })).not.toContain("16:00");
    // Lead time: at 7:00 with 2 hours' notice, today's 9:00 is the first; at 7:30 it is gone.
    expect(times("2027-03-08")[0]).toBe("15:00");
    expect(times("2027-03-08", { now: new Date("2027-03-08T13:30:00Z") })[0]).toBe("16:00");
    expect(times("2027-04-09")).toEqual([]); // beyond 30 days
  });

  it("counts free places per slot and finds the next free one", () => {
    const nine = guatemalaInstant("2027-03-08", 9 * 60);
    const ten = guatemalaInstant("2027-03-08", 10 * 60);
    const booked = new Map([
      [nine.toISOString(), 2],
      [ten.toISOString(), 1],
    ]);
    const slots = slotsOfDay("2027-03-08", input({ booked }));
    expect(slots[0]).toMatchObject({ booked: 2, free: 0 });
    expect(slots[1]).toMatchObject({ booked: 1, free: 1 });
    expect(nextFreeSlot(input({ booked }))?.startsAt).toEqual(ten);
    expect(isBookable(nine, input({ booked }))).toBe(false);
    expect(isBookable(ten, input({ booked }))).toBe(true);
    expect(isBookable(guatemalaInstant("2027-03-08", 9 * 60 + 30), input())).toBe(false); // not a slot start
    // Saturday evening with no lead time left before Monday: the next free slot is Monday's first.
    const saturday = new Date("2027-03-13T23:59:00Z");
    expect(nextFreeSlot(input({ now: saturday }))?.startsAt).toEqual(guatemalaInstant("2027-03-15", 9 * 60));
    expect(nextFreeSlot(input({ hours: [] }))).toBeNull();
  });
});

describe("booking requests", () => {
  it("takes a wall-clock time and refuses offsets, zones and days that do not exist", () => {
    expect(parseSlotStart("2027-03-10T10:00")?.toISOString()).toBe("2027-03-10T16:00:00.000Z");
    expect(parseSlotStart("2028-02-29T10:00")?.toISOString()).toBe("2028-02-29T16:00:00.000Z");
    for (const bad of [
      "2027-02-29T10:00",
      "2027-03-10T10:00Z",
      "2027-03-10T10:00-06:00",
      "2027-03-10 10:00",
      "2027-13-01T10:00",
      "2027-03-10T24:00",
      "",
    ])
      expect(parseSlotStart(bad), bad).toBeNull();
  });

  it("keeps the settings within their bounds, with a message code per field", () => {
    expect(
      bookingSettingsSchema.parse({
        slotMinutes: "30",
        capacity: "4",
        leadHours: "2",
        horizonDays: "60",
        changeHours: "24",
      }),
    ).toEqual({
      slotMinutes: 30,
      capacity: 4,
      leadHours: 2,
      horizonDays: 60,
      changeHours: 24,
    });
    const bad = bookingSettingsSchema.safeParse({
      slotMinutes: 10,
      capacity: 0,
      leadHours: -1,
      horizonDays: 0,
      changeHours: 200,
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message).sort()).toEqual([
      "bookings.capacity",
      "bookings.changeHours",
      "bookings.horizonDays",
      "bookings.leadHours",
      "bookings.slotMinutes",
    ]);
  });

  it("lets the buyer change a booking only inside its window", () => {
    const startsAt = guatemalaInstant("2027-03-10", 10 * 60);
    expect(insideChangeWindow(startsAt, 24, new Date("2027-03-09T16:00:00Z"))).toBe(true);
    expect(insideChangeWindow(startsAt, 24, new Date("2027-03-09T16:01:00Z"))).toBe(false);
  });
});

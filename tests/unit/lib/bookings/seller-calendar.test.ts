// The seller's calendar rules: past and blocked slots stay in the day (marked), bookings land in
// their slot or among the day's others, times read as Guatemalans write them, and the settings
// form's day lists are checked, sorted and kept once.
import { describe, expect, it } from "vitest";
import {
  calendarDay,
  dayOrToday,
  guatemalaTimeText,
  shiftDay,
  slotStartValue,
} from "@/lib/bookings/rules/seller-calendar";
import { bookingSettingsFormSchema, isCalendarDay } from "@/lib/bookings/rules/seller-forms";
import { guatemalaInstant } from "@/lib/bookings/rules/slots";

const DAY = "2027-03-10"; // a Wednesday, no holiday
const schedule = {
  hours: [{ weekday: 3, opens: "09:00", closes: "12:00" }],
  settings: { slotMinutes: 60, capacity: 2, leadHours: 48, horizonDays: 1 },
  blocks: [{ startsAt: guatemalaInstant(DAY, 10 * 60), endsAt: guatemalaInstant(DAY, 11 * 60) }],
  booked: new Map([[guatemalaInstant(DAY, 9 * 60).toISOString(), 1]]),
};

describe("seller calendar", () => {
  it("keeps every slot of the day, blocked ones marked, with its bookings; the rest are the day's others", () => {
    const nine = { id: "a", startsAt: guatemalaInstant(DAY, 9 * 60) };
    const odd = { id: "b", startsAt: guatemalaInstant(DAY, 9 * 60 + 30) };
    const nextDay = { id: "c", startsAt: guatemalaInstant(shiftDay(DAY, 1), 9 * 60) };
    const day = calendarDay(DAY, schedule, [nine, odd, nextDay]);
    expect(day.slots.map((s) => [guatemalaTimeText(s.startsAt), s.blocked, s.free, s.bookings.length])).toEqual([
      ["9:00 a. m.", false, 1, 1],
      ["10:00 a. m.", true, 2, 0],
      ["11:00 a. m.", false, 2, 0],
    ]);
    expect(day.others).toEqual([odd]);
    expect(calendarDay(DAY, null, [nine])).toEqual({ date: DAY, slots: [], others: [nine] });
  });

  it("writes times on Guatemala's clock and reads ?dia= only when it is a real day", () => {
    const instant = guatemalaInstant(DAY, 15 * 60 + 30);
    expect(instant.toISOString()).toBe("2027-03-10T21:30:00.000Z");
    expect(guatemalaTimeText(instant)).toBe("3:30 p. m.");
    expect(slotStartValue(instant)).toBe("2027-03-10T15:30");
    const now = new Date("2027-03-11T05:00:00Z"); // still 10 March in Guatemala
    expect(dayOrToday("2027-02-29", now)).toBe("2027-03-10");
    expect(dayOrToday("2028-02-29", now)).toBe("2028-02-29");
    expect(dayOrToday(undefined, now)).toBe("2027-03-10");
    expect(shiftDay("2027-12-31", 1)).toBe("2028-01-01");
  });

  it("checks the settings form's days, sorted and once each", () => {
    expect(isCalendarDay("2027-02-29")).toBe(false);
    const parsed = bookingSettingsFormSchema.parse({
      branchId: "3f2b8c1e-5d4a-4b6c-9e8f-0a1b2c3d4e5f",
      slotMinutes: "30",
      capacity: "3",
      leadHours: "0",
      horizonDays: "30",
      changeHours: "24",
      closedDates: "2027-05-02\n2027-05-01, 2027-05-02",
      openedHolidays: [],
      notifyEmail: "on",
    });
    expect(parsed).toMatchObject({ slotMinutes: 30, closedDates: ["2027-05-01", "2027-05-02"], notifyEmail: true });
  });
});

// A booking's day and time as Guatemalans write them, the value a slot button posts, today and
// tomorrow on Guatemala's clock, and the buyer's form schema: the same whatever the server's zone.
import { describe, expect, it } from "vitest";
import { bookVoucherSchema } from "@/lib/bookings/rules/buyer-forms";
import {
  bookingDayLabel,
  bookingTimeLabel,
  bookingWhenLabel,
  relativeDay,
  slotValue,
} from "@/lib/bookings/rules/display";
import { bookingPagePath } from "@/lib/bookings/rules/paths";

const ID = "00000000-0000-4000-8000-000000000001";

describe("booking display", () => {
  it("writes Guatemala's day and time whatever the server's zone", () => {
    // 15:30 in Guatemala (UTC-6) is 21:30 UTC.
    const at = new Date("2026-12-12T21:30:00Z");
    expect(bookingDayLabel("2026-12-12")).toBe("sábado 12 de diciembre");
    expect(bookingTimeLabel(at)).toBe("3:30 p. m.");
    expect(bookingWhenLabel(at)).toBe("sábado 12 de diciembre, 3:30 p. m.");
    // An English order's files and mails write it the English way, on the same clock.
    expect(bookingWhenLabel(at, "en")).toBe("Saturday, December 12 at 3:30 PM");
    expect(bookingWhenLabel(new Date("2026-12-13T05:00:00Z"), "en")).toBe("Saturday, December 12 at 11:00 PM");
    expect(slotValue(at)).toBe("2026-12-12T15:30");
    // 23:00 in Guatemala is already the next day in UTC.
    expect(slotValue(new Date("2026-12-13T05:00:00Z"))).toBe("2026-12-12T23:00");
    expect(bookingTimeLabel(new Date("2026-12-12T16:00:00Z"))).toBe("10:00 a. m.");
  });

  it("says today and tomorrow on Guatemala's calendar", () => {
    const now = new Date("2026-12-12T05:30:00Z"); // 11:30 p. m. of the 11th in Guatemala
    expect(relativeDay(new Date("2026-12-12T05:45:00Z"), now)).toBe("today");
    expect(relativeDay(new Date("2026-12-12T16:00:00Z"), now)).toBe("tomorrow");
    expect(relativeDay(new Date("2026-12-13T16:00:00Z"), now)).toBe("other");
  });

  it("reads the form's FormData and plain objects alike, and names the booking page", () => {
    const form = new FormData();
    form.set("voucherId", ID.toUpperCase());
    form.set("branchId", ID);
    form.set("start", "2027-03-10T10:00");
    expect(bookVoucherSchema.parse(form)).toEqual({ voucherId: ID, branchId: ID, start: "2027-03-10T10:00" });
    expect(bookVoucherSchema.safeParse({ voucherId: ID, branchId: ID, start: "2027-02-29T10:00" }).success).toBe(false);
    expect(bookingPagePath(ID)).toBe(`/mis-cupones/${ID}/reservar`);
    expect(bookingPagePath(ID, "cancelada")).toBe(`/mis-cupones/${ID}/reservar?hecho=cancelada`);
  });
});

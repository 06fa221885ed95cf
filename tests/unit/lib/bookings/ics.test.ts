// A booking's invitation read back by a real iCalendar parser (ical.js), under several server time
// zones: the stable UID, the SEQUENCE, METHOD:REQUEST or CANCEL, DTSTART on Guatemala's clock with its
// VTIMEZONE (which must convert to the booked instant), STATUS:CANCELLED on a cancellation; the Google
// Calendar link's UTC dates; and the time written the Guatemalan way.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingIcs, bookingUid, googleCalendarLink, type BookingInvitation } from "@/lib/bookings/email/ics";
import { organizerAddress } from "@/lib/bookings/email/parts";
import { bookingWhen } from "@/lib/bookings/email/when";

const BOOKING_ID = "6f1c2f3e-1111-4222-8333-944444444444";
/** Saturday 12 December 2026, 3:30 p. m. in Guatemala (UTC-6). */
const STARTS = new Date("2026-12-12T21:30:00Z");
const ENDS = new Date("2026-12-12T22:30:00Z");

const invitation = (over: Partial<BookingInvitation> = {}): BookingInvitation => ({
  bookingId: BOOKING_ID,
  sequence: 0,
  cancelled: false,
  startsAt: STARTS,
  endsAt: ENDS,
  summary: "Masaje relajante; 60 min, aromaterapia",
  description: "Reserva de masaje.\nAl llegar, muestra tu cupón.",
  branch: { name: "Zona 10", address: "6a Avenida 12-34, zona 10", lat: 14.6, lng: -90.51 },
  organizer: { name: 'Spa "Luna", S.A.', email: "no-responder@cupongt.test" },
  attendee: { email: "ana@example.com", name: "Ana López" },
  stamp: new Date("2026-12-01T10:00:00Z"),
  ...over,
});

/** The calendar and its event as a client reads them, with the file's own VTIMEZONE registered. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (!zone) throw new Error("no VTIMEZONE");
  ICAL.TimezoneService.register(zone);
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

// Each zone is set for the whole process, as a server's TZ would be (Node reads TZ when it changes).
describe.each(["UTC", "Asia/Tokyo", "America/Los_Angeles", "America/Guatemala"])("invitations with TZ=%s", (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
    ICAL.TimezoneService.remove("America/Guatemala");
  });

  it("runs under that zone", () => {
    const offset = new Date("2026-01-15T12:00:00Z").getTimezoneOffset();
    expect(offset).toBe({ UTC: 0, "Asia/Tokyo": -540, "America/Los_Angeles": 480, "America/Guatemala": 360 }[zone]);
  });

  it("a new booking is a REQUEST whose start is the booked instant on Guatemala's clock", () => {
    const { calendar, vevent, event } = parse(bookingIcs(invitation()));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(`${BOOKING_ID}@cupongt`);
    expect(event.uid).toBe(bookingUid(BOOKING_ID));
    expect(event.sequence).toBe(0);
    const dtstart = vevent.getFirstProperty("dtstart");
    expect(dtstart?.getParameter("tzid")).toBe("America/Guatemala");
    expect([event.startDate.hour, event.startDate.minute]).toEqual([15, 30]);
    expect(event.startDate.toJSDate().toISOString()).toBe(STARTS.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(ENDS.toISOString());
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.summary).toBe("Masaje relajante; 60 min, aromaterapia");
    expect(event.description).toBe("Reserva de masaje.\nAl llegar, muestra tu cupón.");
    expect(event.location).toBe("Zona 10, 6a Avenida 12-34, zona 10");
    expect(vevent.getFirstPropertyValue("geo")).toEqual([14.6, -90.51]);
    expect(vevent.getFirstPropertyValue("organizer")).toBe("mailto:no-responder@cupongt.test");
    expect(vevent.getFirstProperty("organizer")?.getParameter("cn")).toBe("Spa 'Luna', S.A.");
    const attendee = vevent.getFirstProperty("attendee");
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe("mailto:ana@example.com");
    expect(attendee?.getParameter("partstat")).toBe("ACCEPTED");
    // DTSTAMP is UTC, as RFC 5545 requires, and is the stamp given (the same on every retry).
    const stamp = vevent.getFirstProperty("dtstamp")?.getFirstValue();
    expect(stamp instanceof ICAL.Time && stamp.zone === ICAL.Timezone.utcTimezone).toBe(true);
    expect(stamp instanceof ICAL.Time && stamp.toJSDate().toISOString()).toBe("2026-12-01T10:00:00.000Z");
  });

  it("a change keeps the UID and carries the new SEQUENCE; a cancellation is a CANCEL of the same event", () => {
    const moved = parse(
      bookingIcs(invitation({ sequence: 1, startsAt: ENDS, endsAt: new Date("2026-12-12T23:30:00Z") })),
    );
    expect(moved.event.uid).toBe(`${BOOKING_ID}@cupongt`);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe(ENDS.toISOString());
    const cancelled = parse(bookingIcs(invitation({ sequence: 2, cancelled: true })));
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.uid).toBe(`${BOOKING_ID}@cupongt`);
    expect(cancelled.event.sequence).toBe(2);
  });

  it("the Google Calendar link carries the UTC instants and Guatemala's zone", () => {
    const link = new URL(
      googleCalendarLink({
        title: "Masaje & más",
        startsAt: STARTS,
        endsAt: ENDS,
        details: "Muestra tu cupón: https://cupongt.test/mis-cupones",
        location: "Zona 10, 6a Avenida 12-34",
      }),
    );
    expect(`${link.origin}${link.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(link.searchParams.get("action")).toBe("TEMPLATE");
    expect(link.searchParams.get("dates")).toBe("20261212T213000Z/20261212T223000Z");
    expect(link.searchParams.get("ctz")).toBe("America/Guatemala");
    expect(link.searchParams.get("text")).toBe("Masaje & más");
    expect(link.searchParams.get("details")).toBe("Muestra tu cupón: https://cupongt.test/mis-cupones");
    expect(link.searchParams.get("location")).toBe("Zona 10, 6a Avenida 12-34");
  });

  it("writes the time as Guatemalans do, on Guatemala's day", () => {
    expect(bookingWhen(STARTS)).toBe("sábado 12 de diciembre, 3:30 p. m.");
    expect(bookingWhen(new Date("2026-12-13T05:59:00Z"))).toBe("sábado 12 de diciembre, 11:59 p. m.");
    expect(bookingWhen(new Date("2026-12-13T06:00:00Z"))).toBe("domingo 13 de diciembre, 12:00 a. m.");
  });
});

describe("the organizer's address", () => {
  it("is the bare address of MAIL_FROM", () => {
    expect(organizerAddress("CuponGT <no-responder@cupongt.test>")).toBe("no-responder@cupongt.test");
    expect(organizerAddress("reservas@cupongt.gt")).toBe("reservas@cupongt.gt");
  });
});

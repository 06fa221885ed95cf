// A booking as a calendar invitation (RFC 5545, sent as iMIP: RFC 6047) and as an "Agregar a Google
// Calendar" link. The UID is the booking's id, so every change of one booking (moved, given away,
// cancelled) replaces the same event in the buyer's calendar; SEQUENCE is the booking's, which the
// database raises on each change, so a client applies the newest and ignores an older one that
// arrives late. Times are written on Guatemala's wall clock with its VTIMEZONE, so a client in
// another zone still shows the branch's hour. Pure: the caller passes the time stamp.
import { TZDate } from "@date-fns/tz";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { GUATEMALA_TIME_ZONE } from "@/lib/places/rules/hours";

export interface BookingInvitation {
  bookingId: string;
  /** The booking's sequence when this version was made (0 when created). */
  sequence: number;
  /** A cancellation (METHOD:CANCEL) rather than a new or changed booking (METHOD:REQUEST). */
  cancelled: boolean;
  startsAt: Date;
  endsAt: Date;
  /** The coupon's title. */
  summary: string;
  description: string;
  branch: { name: string; address: string; lat: number; lng: number };
  /** The business, with the address our mails come from (it receives no replies). */
  organizer: { name: string; email: string };
  attendee: { email: string; name: string | null };
  /** When this version was made (DTSTAMP). */
  stamp: Date;
}

/** The event's UID: stable across every change of the booking. */
export const bookingUid = (bookingId: string) => `${bookingId}@cupongt`;

// Guatemala keeps UTC-6 all year (no daylight saving since 2006), so one STANDARD part covers
// every booking; a client that knows the zone by name uses its own copy anyway.
const GUATEMALA_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${GUATEMALA_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

const vtimezone = (name: string) => (name === GUATEMALA_TIME_ZONE ? GUATEMALA_VTIMEZONE : null);

/** The branch as one line: "Sucursal Zona 10, 6a Avenida 12-34". */
export const branchLine = (branch: { name: string; address: string }) => `${branch.name}, ${branch.address}`;

// A name is a quoted parameter (CN="..."), which may not hold a double quote (RFC 5545 3.1).
const paramName = (name: string) => name.replace(/"/g, "'");

/** The invitation's text (an .ics file), METHOD:REQUEST or METHOD:CANCEL. */
export function bookingIcs(invitation: BookingInvitation): string {
  const { branch } = invitation;
  // A null name keeps the calendar itself zone-less: ical-generator then writes DTSTAMP in UTC (as
  // RFC 5545 requires) while the event's own zone still gets its VTIMEZONE from the generator.
  const calendar = ical({
    prodId: { company: "CuponGT", product: "Reservas", language: "ES" },
    method: invitation.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: null, generator: vtimezone },
  });
  calendar.createEvent({
    id: bookingUid(invitation.bookingId),
    sequence: invitation.sequence,
    stamp: invitation.stamp,
    // TZDate carries the zone: ical-generator reads its wall clock, whatever the server's zone is.
    start: new TZDate(invitation.startsAt.getTime(), GUATEMALA_TIME_ZONE),
    end: new TZDate(invitation.endsAt.getTime(), GUATEMALA_TIME_ZONE),
    timezone: GUATEMALA_TIME_ZONE,
    status: invitation.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: invitation.summary,
    description: invitation.description,
    location: { title: branchLine(branch), geo: { lat: branch.lat, lon: branch.lng } },
    organizer: { name: paramName(invitation.organizer.name), email: invitation.organizer.email },
    attendees: [
      {
        email: invitation.attendee.email,
        name: invitation.attendee.name === null ? null : paramName(invitation.attendee.name),
        role: ICalAttendeeRole.REQ,
        // The buyer chose the time: nothing to answer, so no RSVP buttons.
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

/** "20271211T213000Z": an instant in UTC as Google's `dates` parameter takes it. */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");

export interface CalendarLinkInput {
  title: string;
  startsAt: Date;
  endsAt: Date;
  details: string;
  location: string;
}

/** The "Agregar a Google Calendar" link: a prefilled new event, shown on Guatemala's clock. */
export function googleCalendarLink(input: CalendarLinkInput): string {
  const params: [string, string][] = [
    ["action", "TEMPLATE"],
    ["text", input.title],
    ["dates", `${utcStamp(input.startsAt)}/${utcStamp(input.endsAt)}`],
    ["details", input.details],
    ["location", input.location],
    ["ctz", GUATEMALA_TIME_ZONE],
  ];
  // "/" may stand unescaped in a query (RFC 3986), and Google's own links write `dates` that way.
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2F/g, "/")}`).join("&");
  return `https://calendar.google.com/calendar/render?${query}`;
}

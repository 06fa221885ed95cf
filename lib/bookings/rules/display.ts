// A booking's day and time as Guatemalans write them ("sábado 12 de diciembre", "3:30 p. m."), the
// value a slot button posts ("2027-12-12T15:30") and whether an instant is today or tomorrow, all on
// Guatemala's clock whatever the server's own zone. Pure: the pages and the PDF share it. The
// voucher's files (PDF, wallet passes) and mails also write it in English for English orders.
import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { es } from "date-fns/locale";
import { INTL_LOCALES, type Locale } from "@/lib/i18n/locale";
import { formatTime, GUATEMALA_TIME_ZONE } from "@/lib/places/rules/hours";
import { guatemalaDate, guatemalaInstant } from "./slots";

const local = (instant: Date) => new TZDate(instant.getTime(), GUATEMALA_TIME_ZONE);

/** "2027-12-12" -> "domingo 12 de diciembre". */
export function bookingDayLabel(date: string): string {
  return format(local(guatemalaInstant(date, 12 * 60)), "EEEE d 'de' MMMM", { locale: es });
}

/** "3:30 p. m." */
export function bookingTimeLabel(instant: Date): string {
  return formatTime(format(local(instant), "HH:mm"));
}

const ENGLISH_WHEN = new Intl.DateTimeFormat(INTL_LOCALES.en, {
  timeZone: GUATEMALA_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "domingo 12 de diciembre, 3:30 p. m.", or in English "Sunday, December 12 at 3:30 PM". */
export function bookingWhenLabel(instant: Date, locale: Locale = "es"): string {
  if (locale === "en") return ENGLISH_WHEN.format(instant);
  return `${bookingDayLabel(guatemalaDate(instant))}, ${bookingTimeLabel(instant)}`;
}

/** The slot's start as the form posts it: Guatemala's wall clock, no offset ("2027-12-12T15:30"). */
export function slotValue(instant: Date): string {
  return format(local(instant), "yyyy-MM-dd'T'HH:mm");
}

/** Whether `instant` falls on Guatemala's today or tomorrow as seen at `now`, else another day. */
export function relativeDay(instant: Date, now: Date): "today" | "tomorrow" | "other" {
  const day = guatemalaDate(instant);
  const today = guatemalaDate(now);
  if (day === today) return "today";
  return day === guatemalaDate(addDays(guatemalaInstant(today, 12 * 60), 1)) ? "tomorrow" : "other";
}

// A booking's time as a message writes it: "sábado 12 de diciembre, 3:30 p. m." (or "Saturday,
// December 12 at 3:30 PM" for an English reader), on Guatemala's clock whatever the server's zone. Pure.
import type { Locale } from "@/lib/i18n/locale";
import { bookingWhenLabel } from "@/lib/bookings/rules/display";

/** "sábado 12 de diciembre, 3:30 p. m." */
export function bookingWhen(instant: Date, locale: Locale = "es"): string {
  return bookingWhenLabel(instant, locale);
}

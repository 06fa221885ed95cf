// A booking's time as Guatemalans write it in a message: "sábado 12 de diciembre, 3:30 p. m.", on
// Guatemala's clock whatever the server's zone. Pure.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { es } from "date-fns/locale";
import { formatTime, GUATEMALA_TIME_ZONE } from "@/lib/places/rules/hours";

/** "sábado 12 de diciembre, 3:30 p. m." */
export function bookingWhen(instant: Date): string {
  const local = new TZDate(instant.getTime(), GUATEMALA_TIME_ZONE);
  return `${format(local, "EEEE d 'de' MMMM", { locale: es })}, ${formatTime(format(local, "HH:mm"))}`;
}

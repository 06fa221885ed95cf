// What a booking request names, as the URL and the form carry it: a slot's start on Guatemala's
// wall clock ("2027-03-10T10:00"), never an offset or a zone (the server decides the zone), and
// settings a seller types. One zod schema each, shared by the form and the server action.
import { format } from "date-fns";
import { z } from "zod";
import { guatemalaInstant } from "./slots";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** "2027-03-10T10:00" -> that instant in Guatemala; null for an offset, a zone or a day that does not exist (29 February of a common year). */
export function parseSlotStart(value: string): Date | null {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  // The calendar must keep the day: 2027-02-29 would roll over to 1 March.
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  if (format(new Date(y, mo - 1, d), "yyyy-MM-dd") !== date) return null;
  return guatemalaInstant(date, h * 60 + mi);
}

export const slotStartSchema = z
  .string()
  .trim()
  .max(16, "bookings.invalidTime")
  .refine((v) => parseSlotStart(v) !== null, { message: "bookings.invalidTime" });

export const bookingSettingsSchema = z.object({
  slotMinutes: z.coerce
    .number()
    .int("bookings.slotMinutes")
    .min(15, "bookings.slotMinutes")
    .max(240, "bookings.slotMinutes"),
  capacity: z.coerce.number().int("bookings.capacity").min(1, "bookings.capacity").max(500, "bookings.capacity"),
  leadHours: z.coerce.number().int("bookings.leadHours").min(0, "bookings.leadHours").max(720, "bookings.leadHours"),
  horizonDays: z.coerce
    .number()
    .int("bookings.horizonDays")
    .min(1, "bookings.horizonDays")
    .max(365, "bookings.horizonDays"),
  changeHours: z.coerce
    .number()
    .int("bookings.changeHours")
    .min(0, "bookings.changeHours")
    .max(168, "bookings.changeHours"),
});
export type BookingSettingsInput = z.infer<typeof bookingSettingsSchema>;

/** Whether a booking starting at `startsAt` may still be changed or cancelled by its buyer at `now`. */
export function insideChangeWindow(startsAt: Date, changeHours: number, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= changeHours * 3_600_000;
}

// What the seller's booking forms send: a branch's settings (the bookingSettingsSchema numbers plus
// closed dates, opened holidays and the e-mail switch), a slot to block or unblock, a booking to
// move, cancel, check in or mark missed. One schema each, shared by the forms and the actions;
// messages are codes of messages/es.json.
import { format } from "date-fns";
import { formBoolean, formObject, uuidField } from "@/lib/domain/forms/fields";
import { z } from "@/lib/domain/zod";
import { bookingSettingsSchema, parseSlotStart } from "./request";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "YYYY-MM-DD" names a day of the calendar (not 2027-02-29). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return y >= 2000 && y <= 2100 && format(new Date(y, mo - 1, d), "yyyy-MM-dd") === value;
}

/** A list of calendar days: an array, or one text with a day per line or comma; sorted, once each. */
const dayList = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.split(/[\n,]/) : (v ?? [])),
    z
      .array(z.string({ error: "bookings.invalidDate" }), { error: "bookings.invalidDate" })
      .transform((xs) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))].sort())
      // One message for the whole list (the form shows it under the list, not per day).
      .refine((xs) => xs.length <= max && xs.every(isCalendarDay), "bookings.invalidDate"),
  );

/** A slot start "2027-03-10T10:00"; anything else (an offset, a zone, too long) gets the one Spanish message. */
const slotStart = z
  .string({ error: "bookings.invalidTime" })
  .trim()
  .refine((v) => parseSlotStart(v) !== null, "bookings.invalidTime");

const branchId = uuidField("sellerBookings.errors.branch");
const bookingId = uuidField("sellerBookings.errors.notFound");

export const bookingSettingsFormSchema = bookingSettingsSchema.extend({
  branchId,
  closedDates: dayList(366),
  openedHolidays: dayList(100),
  notifyEmail: formBoolean,
});
export type BookingSettingsFormInput = z.input<typeof bookingSettingsFormSchema>;
export type BookingSettingsFormOutput = z.output<typeof bookingSettingsFormSchema>;

/** A slot of a branch by its start on Guatemala's wall clock ("2027-03-10T10:00"). */
export const bookingSlotSchema = formObject({ branchId, start: slotStart });

export const moveBookingSchema = formObject({ bookingId, branchId, start: slotStart });

export const bookingIdSchema = formObject({ bookingId });

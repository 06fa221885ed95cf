// What the buyer's booking forms post: a voucher, a branch of its coupon and a slot's start on
// Guatemala's wall clock, or a booking to cancel. The forms post FormData (they work without
// JavaScript), the tests plain objects; both are read the same. Messages are codes of
// messages/es.json.
import { formObject, uuidField } from "@/lib/domain/forms/fields";
import { z } from "@/lib/domain/zod";
import { slotStartSchema } from "./request";

/** A posted form as a plain object (its last value per name); anything else passes through. */
const fromForm = (raw: unknown): unknown =>
  typeof FormData !== "undefined" && raw instanceof FormData ? Object.fromEntries(raw.entries()) : raw;

export const bookVoucherSchema = z.preprocess(
  fromForm,
  formObject({
    voucherId: uuidField("bookings.errors.no_existe"),
    branchId: uuidField("bookings.errors.sucursal_invalida"),
    start: z.string({ error: "bookings.invalidTime" }).pipe(slotStartSchema),
  }),
);
export type BookVoucherInput = z.input<typeof bookVoucherSchema>;

export const cancelMyBookingSchema = z.preprocess(
  fromForm,
  formObject({ bookingId: uuidField("bookings.errors.no_existe") }),
);

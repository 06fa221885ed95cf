"use server";
// An owner or manager moves a booking to another slot of a branch of the business; the database
// holds it to the schedule and the capacity (not to the buyer's lead time) and tells the buyer.
import { moveBooking } from "@/lib/bookings/data/bookings";
import { parseSlotStart } from "@/lib/bookings/rules/request";
import { moveBookingSchema } from "@/lib/bookings/rules/seller-forms";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";
import { bookingRefusalMessage, revalidateBookings } from "../_lib/booking-messages";

export const moveBookingAction = defineAction({
  schema: moveBookingSchema,
  auth: "required",
  run: async ({ bookingId, branchId, start }, { caller }) => {
    const result = await moveBooking(caller, bookingId, branchId, parseSlotStart(start)!);
    if (!result.ok) return fail(bookingRefusalMessage(result.reason));
    revalidateBookings();
    return ok({
      message: message(
        result.kind === "sin_cambio" ? "sellerBookings.results.unchanged" : "sellerBookings.results.moved",
      ),
    });
  },
});

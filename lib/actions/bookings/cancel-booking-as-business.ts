"use server";
// An owner or manager cancels a booking of the business before it ends; the place is free at once
// and the buyer is told (cancel_booking decides the role and the time again).
import { cancelBooking } from "@/lib/bookings/data/bookings";
import { bookingIdSchema } from "@/lib/bookings/rules/seller-forms";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";
import { bookingRefusalMessage, revalidateBookings } from "../_lib/booking-messages";

export const cancelBookingAsBusinessAction = defineAction({
  schema: bookingIdSchema,
  auth: "required",
  run: async ({ bookingId }, { caller }) => {
    const result = await cancelBooking(caller, bookingId);
    if (result === "fuera_de_plazo") return fail(message("sellerBookings.errors.cancelTooLate"));
    if (result !== "cancelada") return fail(bookingRefusalMessage(result));
    revalidateBookings();
    return ok({ message: message("sellerBookings.results.cancelled") });
  },
});

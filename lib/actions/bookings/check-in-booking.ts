"use server";
// Check-in: an owner or manager redeems the booking's voucher at its branch, exactly once (the same
// redeem_voucher as the counter), and the booking becomes 'asistio'.
import { checkInBooking } from "@/lib/bookings/data/bookings";
import { bookingIdSchema } from "@/lib/bookings/rules/seller-forms";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";
import { bookingRefusalMessage, revalidateBookings } from "../_lib/booking-messages";

export const checkInBookingAction = defineAction({
  schema: bookingIdSchema,
  auth: "required",
  run: async ({ bookingId }, { caller }) => {
    const result = await checkInBooking(caller, bookingId);
    if (!result.ok) return fail(bookingRefusalMessage(result.reason));
    revalidateBookings();
    return ok({ message: message("sellerBookings.results.checkedIn") });
  },
});

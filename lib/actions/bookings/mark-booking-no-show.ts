"use server";
// After its slot ended, an owner or manager marks a booking missed; the coupon's terms decide what
// the voucher becomes (still valid, or lost), and the answer says which.
import { markBookingNoShow } from "@/lib/bookings/data/bookings";
import { bookingIdSchema } from "@/lib/bookings/rules/seller-forms";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";
import { bookingRefusalMessage, revalidateBookings } from "../_lib/booking-messages";

export const markBookingNoShowAction = defineAction({
  schema: bookingIdSchema,
  auth: "required",
  run: async ({ bookingId }, { caller }) => {
    const result = await markBookingNoShow(caller, bookingId);
    if (result !== "valido" && result !== "perdido") return fail(bookingRefusalMessage(result));
    revalidateBookings();
    return ok({
      policy: result,
      message: message(
        result === "perdido" ? "sellerBookings.results.noShowLost" : "sellerBookings.results.noShowValid",
      ),
    });
  },
});

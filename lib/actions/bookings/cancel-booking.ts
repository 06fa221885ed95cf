"use server";
// The buyer cancels their booking while the branch's change window is open; the place is free at
// once. cancel_booking decides the holder and the time again, and writes nothing when it refuses.
import { revalidatePath } from "next/cache";
import { cancelBooking } from "@/lib/bookings/data/bookings";
import { cancelMyBookingSchema } from "@/lib/bookings/rules/buyer-forms";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok, type ActionResult } from "../define-action";
import { MY_COUPONS_PATH, buyerRefusalMessage } from "../_lib/buyer-booking";

export const cancelBookingAction = defineAction({
  schema: cancelMyBookingSchema,
  auth: "required",
  run: async ({ bookingId }, { caller }) => {
    const result = await cancelBooking(caller, bookingId);
    if (result !== "cancelada") return fail(buyerRefusalMessage(result));
    revalidatePath(MY_COUPONS_PATH, "layout");
    return ok({ message: message("bookingPicker.results.cancelada") });
  },
});

/** The form's entry (useActionState passes the previous answer first; it is not needed). */
export async function cancelBookingFormAction(
  _previous: ActionResult<{ message: string }> | null,
  form: FormData,
): Promise<ActionResult<{ message: string }>> {
  return cancelBookingAction(form);
}

"use server";
// The buyer cancels their booking while the branch's change window is open; the place is free at
// once. cancel_booking decides the holder and the time again, and writes nothing when it refuses.
import { redirectInPageLanguage } from "@/lib/i18n/page-redirect";
import { revalidatePath } from "next/cache";
import { cancelBooking } from "@/lib/bookings/data/bookings";
import { cancelMyBookingSchema } from "@/lib/bookings/rules/buyer-forms";
import { bookingPagePath } from "@/lib/bookings/rules/paths";
import { isUuid } from "@/lib/domain/uuid";
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

/**
 * The booking page's form: a refusal stays under the button (useActionState); once cancelled the
 * booking is gone from the page, so the page itself says so (its voucher id is checked first).
 */
export async function cancelBookingFormAction(
  _previous: ActionResult<{ message: string }> | null,
  form: FormData,
): Promise<ActionResult<{ message: string }>> {
  const result = await cancelBookingAction(form);
  const voucherId = form instanceof FormData ? form.get("voucherId") : null;
  if (result.ok && typeof voucherId === "string" && isUuid(voucherId))
    redirectInPageLanguage(bookingPagePath(voucherId.toLowerCase(), "cancelada"));
  return result;
}

"use server";
// The buyer books a time for a "Requiere reserva" voucher, or changes it: the database checks the
// holder, the branch, the schedule and the place under the slot's lock (book_voucher), and writes
// nothing when it refuses. The booking page's form posts here without JavaScript too.
import { redirectInPageLanguage } from "@/lib/i18n/page-redirect";
import { revalidatePath } from "next/cache";
import { bookVoucher } from "@/lib/bookings/data/bookings";
import { bookVoucherSchema } from "@/lib/bookings/rules/buyer-forms";
import { bookingPagePath } from "@/lib/bookings/rules/paths";
import { parseSlotStart } from "@/lib/bookings/rules/request";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok, type ActionResult } from "../define-action";
import { MY_COUPONS_PATH, buyerRefusalMessage } from "../_lib/buyer-booking";

export interface BookedSlot {
  voucherId: string;
  kind: "creada" | "movida" | "sin_cambio";
  bookingId: string;
  message: string;
}

export const bookVoucherAction = defineAction({
  schema: bookVoucherSchema,
  auth: "required",
  run: async ({ voucherId, branchId, start }, { caller }) => {
    const result = await bookVoucher(caller, voucherId, branchId, parseSlotStart(start)!);
    if (!result.ok) return fail(buyerRefusalMessage(result.reason));
    if (result.kind !== "sin_cambio") revalidatePath(MY_COUPONS_PATH, "layout");
    return ok({
      voucherId,
      kind: result.kind,
      bookingId: result.bookingId,
      message: message(`bookingPicker.results.${result.kind}`),
    });
  },
});

/**
 * The booking page's form: a refusal stays on the page under the times (useActionState); a booking
 * goes to the page without the picker, which shows it with what was done.
 */
export async function bookVoucherFormAction(
  _previous: ActionResult<BookedSlot> | null,
  form: FormData,
): Promise<ActionResult<BookedSlot>> {
  const result = await bookVoucherAction(form);
  if (result.ok) redirectInPageLanguage(bookingPagePath(result.data.voucherId, result.data.kind));
  return result;
}

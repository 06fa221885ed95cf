"use server";
// The buyer books a time for a "Requiere reserva" voucher, or changes it: the database checks the
// holder, the branch, the schedule and the place under the slot's lock (book_voucher), and writes
// nothing when it refuses. The booking page's form posts here without JavaScript too.
import { revalidatePath } from "next/cache";
import { bookVoucher } from "@/lib/bookings/data/bookings";
import { bookVoucherSchema } from "@/lib/bookings/rules/buyer-forms";
import { parseSlotStart } from "@/lib/bookings/rules/request";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok, type ActionResult } from "../define-action";
import { MY_COUPONS_PATH, buyerRefusalMessage } from "../_lib/buyer-booking";

export interface BookedSlot {
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
      kind: result.kind,
      bookingId: result.bookingId,
      message: message(`bookingPicker.results.${result.kind}`),
    });
  },
});

/** The form's entry (useActionState passes the previous answer first; it is not needed). */
export async function bookVoucherFormAction(
  _previous: ActionResult<BookedSlot> | null,
  form: FormData,
): Promise<ActionResult<BookedSlot>> {
  return bookVoucherAction(form);
}

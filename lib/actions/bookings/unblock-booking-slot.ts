"use server";
// An owner or manager opens a blocked slot again: every block of the branch overlapping the slot goes.
import { addMinutes } from "date-fns";
import { removeBookingBlocks } from "@/lib/bookings/data/schedule";
import { parseSlotStart } from "@/lib/bookings/rules/request";
import { bookingSlotSchema } from "@/lib/bookings/rules/seller-forms";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";
import { revalidateBookings, scheduleAround } from "../_lib/booking-messages";

export const unblockBookingSlotAction = defineAction({
  schema: bookingSlotSchema,
  auth: "required",
  run: async ({ branchId, start }, { caller }) => {
    const startsAt = parseSlotStart(start)!;
    const schedule = await scheduleAround(caller, branchId, startsAt);
    // Without settings no slot exists to open; a minute's span still finds a block that covers the start.
    const minutes = schedule?.settings.slotMinutes ?? 1;
    const result = await removeBookingBlocks(caller, branchId, startsAt, addMinutes(startsAt, minutes));
    if (!result.ok) return fail(message(`bookings.errors.${result.reason}`));
    revalidateBookings();
    return ok({ message: message("sellerBookings.results.unblocked") });
  },
});

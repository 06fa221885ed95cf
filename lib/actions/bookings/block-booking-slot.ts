"use server";
// An owner or manager closes one slot of a branch's calendar to new bookings (the bookings already
// in it stay); the database refuses anyone else (row level security on booking_blocks).
import { addMinutes } from "date-fns";
import { addBookingBlock } from "@/lib/bookings/data/schedule";
import { parseSlotStart } from "@/lib/bookings/rules/request";
import { bookingSlotSchema } from "@/lib/bookings/rules/seller-forms";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";
import { revalidateBookings, scheduleAround } from "../_lib/booking-messages";

export const blockBookingSlotAction = defineAction({
  schema: bookingSlotSchema,
  auth: "required",
  run: async ({ branchId, start }, { caller }) => {
    const startsAt = parseSlotStart(start)!;
    const schedule = await scheduleAround(caller, branchId, startsAt);
    if (!schedule) return fail(message("bookings.errors.sin_horario"));
    const result = await addBookingBlock(
      caller,
      branchId,
      startsAt,
      addMinutes(startsAt, schedule.settings.slotMinutes),
    );
    if (!result.ok) return fail(message("bookings.errors.forbidden"));
    revalidateBookings();
    return ok({ message: message("sellerBookings.results.blocked") });
  },
});

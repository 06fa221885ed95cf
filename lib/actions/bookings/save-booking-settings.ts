"use server";
// A branch's booking settings (slot length, capacity, lead time, horizon, change window, closed
// dates, opened holidays, e-mail notices): owners and managers only (row level security).
import { saveBookingSettings } from "@/lib/bookings/data/schedule";
import { bookingSettingsFormSchema } from "@/lib/bookings/rules/seller-forms";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";
import { revalidateBookings } from "../_lib/booking-messages";

export const saveBookingSettingsAction = defineAction({
  schema: bookingSettingsFormSchema,
  auth: "required",
  run: async ({ branchId, ...settings }, { caller }) => {
    const result = await saveBookingSettings(caller, branchId, settings);
    if (!result.ok) return fail(message("bookings.errors.forbidden"));
    revalidateBookings();
    return ok({ message: message("sellerBookings.results.settingsSaved") });
  },
});

import "server-only";
import { message, rawMessage } from "@/lib/i18n/messages";

// What the buyer's booking actions share: the path whose pages show a voucher's booking (the list
// and each voucher's booking page under it), and a refusal of the booking functions in Spanish.

export const MY_COUPONS_PATH = "/mis-cupones";

/** bookings.errors.<reason>; a reason without its own text gets the general one. */
export function buyerRefusalMessage(reason: string): string {
  const key = `bookings.errors.${reason}`;
  return typeof rawMessage(key) === "string" ? message(key) : message("common.unexpectedError");
}

import "server-only";
import { revalidatePath } from "next/cache";
import { readBranchSchedule, type BranchSchedule } from "@/lib/bookings/data/schedule";
import type { SignedInCaller } from "@/lib/data/caller";
import { message, rawMessage } from "@/lib/i18n/messages";

// What the seller's booking actions share: the refusals of the booking functions worded for a
// seller, the calendar's path to refresh after a change, and a branch's schedule for a slot's end.

export const BOOKINGS_PATH = "/vendedor/reservas";

/** The calendar and its settings page show the change on the next render. */
export function revalidateBookings(): void {
  revalidatePath(BOOKINGS_PATH, "layout");
}

/**
 * A refusal reason in Spanish. 'no_existe' is also what the database answers an editor or a
 * stranger (it does not tell them the booking exists), so the seller's text names both causes.
 */
export function bookingRefusalMessage(reason: string): string {
  const key = `bookings.errors.${reason}`;
  if (reason === "no_existe" || typeof rawMessage(key) !== "string") return message("sellerBookings.errors.notFound");
  return message(key);
}

/** The branch's schedule with its blocks around one instant; null when bookings are not set up there. */
export async function scheduleAround(
  caller: SignedInCaller,
  branchId: string,
  at: Date,
): Promise<BranchSchedule | null> {
  return readBranchSchedule(caller, branchId, new Date(at.getTime() - 86_400_000), new Date(at.getTime() + 86_400_000));
}

// What the booking settings form holds (numbers as the inputs give them, strings) and how a
// branch's saved settings, or the defaults of a branch without them, fill it.
import type { BranchSchedule } from "@/lib/bookings/data/schedule";

export interface SettingsFormValues {
  branchId: string;
  slotMinutes: string;
  capacity: string;
  leadHours: string;
  horizonDays: string;
  changeHours: string;
  closedDates: string[];
  openedHolidays: string[];
  notifyEmail: boolean;
}

/** The database's defaults (lib/db/schema/bookings.ts) for a branch set up the first time. */
export function settingsValues(branchId: string, saved: BranchSchedule | null): SettingsFormValues {
  return {
    branchId,
    slotMinutes: String(saved?.settings.slotMinutes ?? 60),
    capacity: String(saved?.settings.capacity ?? 1),
    leadHours: String(saved?.settings.leadHours ?? 2),
    horizonDays: String(saved?.settings.horizonDays ?? 30),
    changeHours: String(saved?.changeHours ?? 24),
    closedDates: [...(saved?.closedDates ?? [])],
    openedHolidays: [...(saved?.openedHolidays ?? [])],
    notifyEmail: saved?.notifyEmail ?? true,
  };
}

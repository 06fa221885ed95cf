// What /vendedor/reservas and its settings page show: the caller's businesses (any member may look;
// owners and managers manage), the chosen one and its branch (?negocio=, ?sucursal=, else the
// first), and for the calendar the day or week (?dia=, ?vista=) with each slot's bookings. The
// database decides what each caller reads (list_branch_bookings) and writes (the booking functions).
import "server-only";
import { listBranchBookings, type CalendarBooking } from "@/lib/bookings/data/bookings";
import { listBusinessBookingBranches, readBranchSchedule, type BranchSchedule } from "@/lib/bookings/data/schedule";
import { calendarDay, dayOrToday, shiftDay, type CalendarDay } from "@/lib/bookings/rules/seller-calendar";
import { guatemalaInstant } from "@/lib/bookings/rules/slots";
import type { SignedInCaller } from "@/lib/data/caller";
import { listMyCounterBusinesses } from "@/lib/data/orders/counter";
import type { CalendarView } from "./href";

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.toLowerCase();

export interface BookingBranch {
  id: string;
  name: string;
  hasHours: boolean;
  settings: BranchSchedule | null;
}

export interface ChosenBranch {
  businesses: { id: string; name: string; role: string }[];
  business: { id: string; name: string; role: string } | null;
  /** Owners and managers change bookings, blocks and settings; everyone else only looks. */
  manages: boolean;
  branches: BookingBranch[];
  branch: BookingBranch | null;
}

export async function chooseBookingBranch(caller: SignedInCaller, params: Params): Promise<ChosenBranch> {
  const businesses = await listMyCounterBusinesses(caller);
  const business = businesses.find((b) => b.id === one(params.negocio)) ?? businesses[0] ?? null;
  if (!business) return { businesses, business, manages: false, branches: [], branch: null };
  const branches = await listBusinessBookingBranches(caller, business.id);
  const branch = branches.find((b) => b.id === one(params.sucursal)) ?? branches[0] ?? null;
  const manages = business.role === "owner" || business.role === "manager";
  return { businesses, business, manages, branches, branch };
}

export interface BookingCalendar extends ChosenBranch {
  day: string;
  view: CalendarView;
  days: CalendarDay<CalendarBooking>[];
}

export async function loadBookingCalendar(
  caller: SignedInCaller,
  params: Params,
  now = new Date(),
): Promise<BookingCalendar> {
  const chosen = await chooseBookingBranch(caller, params);
  const day = dayOrToday(one(params.dia), now);
  const view: CalendarView = one(params.vista) === "semana" ? "semana" : "dia";
  const dates = Array.from({ length: view === "semana" ? 7 : 1 }, (_, i) => shiftDay(day, i));
  const branch = chosen.branch;
  if (!branch) return { ...chosen, day, view, days: [] };
  const from = guatemalaInstant(dates[0]!, 0);
  const to = guatemalaInstant(shiftDay(dates.at(-1)!, 1), 0);
  const [schedule, bookings] = await Promise.all([
    branch.settings ? readBranchSchedule(caller, branch.id, from, to) : null,
    listBranchBookings(caller, branch.id, from, to),
  ]);
  return { ...chosen, day, view, days: dates.map((date) => calendarDay(date, schedule, bookings)) };
}

import "server-only";
import { bookableBranchesOf, slotsForDays } from "@/lib/bookings/data/slots";
import type { BookingVoucher } from "@/lib/bookings/data/voucher";
import { isCalendarDay } from "@/lib/bookings/rules/seller-forms";
import { guatemalaDate, type Slot } from "@/lib/bookings/rules/slots";
import type { Caller } from "@/lib/data/caller";
import { parseNear } from "@/lib/domain/url-state/near";
import { formatDistance, haversineMeters } from "@/lib/places/rules/distance";
import type { LatLng } from "@/lib/places/rules/guatemala";

// The booking page's steps, read from its query: the branch (?sucursal=, nearest first with
// ?cerca=), the day (?dia=, among the next days with a free place) and that day's free times. Each
// step is chosen by a link, so the page works without JavaScript.

/** Days with a free place the page offers, and how far ahead it looks for them. */
const DAYS_SHOWN = 14;
const DAYS_SCANNED = 62;

export interface PickerQuery {
  sucursal?: string | string[];
  dia?: string | string[];
  cerca?: string | string[];
  cambiar?: string | string[];
}

export interface PickerBranch {
  id: string;
  name: string;
  address: string;
  distance: string | null;
}

export interface PickerDay {
  date: string;
  free: Slot[];
}

export interface Picker {
  near: LatLng | null;
  branches: PickerBranch[];
  branch: PickerBranch | null;
  days: PickerDay[];
  /** The chosen day with its free times; null before one is chosen (or when it has none left). */
  day: PickerDay | null;
  /** ?dia= named a day that has no free time (any more). */
  dayGone: boolean;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function loadPicker(
  caller: Caller,
  voucher: BookingVoucher,
  query: PickerQuery,
  now = new Date(),
): Promise<Picker> {
  const near = parseNear(query.cerca);
  const found = await bookableBranchesOf(caller, voucher.couponId, now);
  const measured = found.map((b) => ({
    id: b.id,
    name: b.name,
    address: b.address,
    meters: near ? haversineMeters(near, { lat: b.lat, lng: b.lng }) : 0,
  }));
  // Alphabetical as read; by distance when the shopper shared where they are.
  if (near) measured.sort((a, b) => a.meters - b.meters);
  const branches = measured.map(({ meters, ...b }) => ({ ...b, distance: near ? formatDistance(meters) : null }));
  const wanted = one(query.sucursal);
  const branch = branches.find((b) => b.id === wanted) ?? (branches.length === 1 ? branches[0]! : null);
  if (!branch) return { near, branches, branch: null, days: [], day: null, dayGone: false };

  const all = await slotsForDays(caller, voucher.couponId, guatemalaDate(now), DAYS_SCANNED, now);
  const ofBranch = all.find((b) => b.branch.id === branch.id)?.days ?? [];
  const days = ofBranch
    // A time after the voucher expires would be refused ('despues_de_vencer'): not offered.
    .map((d) => ({ date: d.date, free: d.slots.filter((s) => s.free > 0 && s.startsAt < voucher.expiresAt) }))
    .filter((d) => d.free.length > 0)
    .slice(0, DAYS_SHOWN);
  const dia = one(query.dia);
  const day = dia ? (days.find((d) => d.date === dia) ?? null) : null;
  return { near, branches, branch, days, day, dayGone: !!dia && isCalendarDay(dia) && day === null };
}

/** The page's URL with some steps changed (undefined keeps, null drops). */
export function pickerHref(
  voucherId: string,
  query: PickerQuery,
  change: Partial<Record<keyof PickerQuery, string | null>>,
): string {
  const params = new URLSearchParams();
  for (const key of ["cambiar", "cerca", "sucursal", "dia"] as const) {
    const value = key in change ? change[key] : one(query[key]);
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return `/mis-cupones/${voucherId}/reservar${search ? `?${search}` : ""}`;
}

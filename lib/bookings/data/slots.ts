import "server-only";
import { addDays, addHours } from "date-fns";
import { and, asc, eq, exists, notExists, or } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { branches, couponBranches, coupons } from "@/lib/db/schema";
import { ANON, type Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { isUuid } from "@/lib/domain/uuid";
import { guatemalaDate, guatemalaInstant, nextFreeSlot, slotsOfDay, type Slot } from "../rules/slots";
import { readSchedules, type BranchSchedule } from "./schedule";

// Free slots, read as the caller and computed by the pure rules: a day of one coupon's branches for
// the buyer's picker, and the coupon page's next free time (cached a minute for everyone).

export interface BookableBranch {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  lat: number;
  lng: number;
  schedule: BranchSchedule;
}

/** The coupon's branches where bookings are set up (its chosen branches, or all of its business's). */
async function bookableBranches(tx: Tx, couponId: string, from: Date, to: Date): Promise<BookableBranch[]> {
  const rows = await tx
    .select({
      id: branches.id,
      name: branches.name,
      address: branches.address,
      phone: branches.phone,
      lat: branches.lat,
      lng: branches.lng,
    })
    .from(branches)
    .innerJoin(coupons, eq(coupons.businessId, branches.businessId))
    .where(
      and(
        eq(coupons.id, couponId),
        or(
          notExists(tx.select().from(couponBranches).where(eq(couponBranches.couponId, couponId))),
          exists(
            tx
              .select()
              .from(couponBranches)
              .where(and(eq(couponBranches.couponId, couponId), eq(couponBranches.branchId, branches.id))),
          ),
        ),
      ),
    )
    .orderBy(asc(branches.name));
  const schedules = await readSchedules(
    tx,
    rows.map((r) => r.id),
    from,
    to,
  );
  return rows.flatMap((r) => {
    const schedule = schedules.find((s) => s.branchId === r.id);
    return schedule && schedule.hours.length > 0 ? [{ ...r, schedule }] : [];
  });
}

/** The coupon's bookable branches with the slots of one Guatemala day ("YYYY-MM-DD"). */
export async function slotsForDay(
  caller: Caller,
  couponId: string,
  date: string,
  now = new Date(),
): Promise<Array<{ branch: BookableBranch; slots: Slot[] }>> {
  if (!isUuid(couponId)) return [];
  const from = guatemalaInstant(date, 0);
  const to = addDays(from, 1);
  const list = await runAs(caller, (tx) => bookableBranches(tx, couponId, from, to));
  return list.map((branch) => ({ branch, slots: slotsOfDay(date, { ...branch.schedule, now }) }));
}

/**
 * The coupon's bookable branches with the slots of `days` Guatemala days from `firstDate`, read in
 * one transaction (the picker's fortnight, a month in the benchmark): one query per table for the
 * whole range, the days cut by the pure rules.
 */
export async function slotsForDays(
  caller: Caller,
  couponId: string,
  firstDate: string,
  days: number,
  now = new Date(),
): Promise<Array<{ branch: BookableBranch; days: Array<{ date: string; slots: Slot[] }> }>> {
  if (!isUuid(couponId) || days < 1 || days > 62) return [];
  const from = guatemalaInstant(firstDate, 0);
  const dates = Array.from({ length: days }, (_, i) => guatemalaDate(addHours(from, 24 * i + 12)));
  const list = await runAs(caller, (tx) => bookableBranches(tx, couponId, from, addDays(from, days + 1)));
  return list.map((branch) => ({
    branch,
    days: dates.map((date) => ({ date, slots: slotsOfDay(date, { ...branch.schedule, now }) })),
  }));
}

/** The coupon's branches that take bookings (for the picker's first step). */
export async function bookableBranchesOf(
  caller: Caller,
  couponId: string,
  now = new Date(),
): Promise<BookableBranch[]> {
  if (!isUuid(couponId)) return [];
  return runAs(caller, (tx) => bookableBranches(tx, couponId, now, now));
}

async function computeNextSlot(couponId: string, now: Date): Promise<{ startsAt: string; branchId: string } | null> {
  // The longest horizon a seller may set: what lies beyond a branch's own horizon the rules leave out.
  const list = await runAs(ANON, (tx) => bookableBranches(tx, couponId, now, addDays(now, 366)));
  let best: { startsAt: string; branchId: string } | null = null;
  for (const branch of list) {
    const slot = nextFreeSlot({ ...branch.schedule, now });
    if (slot && (!best || slot.startsAt.toISOString() < best.startsAt)) {
      best = { startsAt: slot.startsAt.toISOString(), branchId: branch.id };
    }
  }
  return best;
}

/**
 * The coupon page's "Próximo horario disponible". Not cached here: the page itself is regenerated
 * every 30 seconds (ISR), so the line is never older than the page's stock count; a second cache
 * under it would double that. The picker always reads live.
 */
export async function nextBookableSlot(
  couponId: string,
  now = new Date(),
): Promise<{ startsAt: string; branchId: string } | null> {
  if (!isUuid(couponId)) return null;
  return computeNextSlot(couponId, now);
}

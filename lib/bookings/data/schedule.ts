import "server-only";
import { and, asc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { bookingBlocks, bookingSettings, bookingSlots, branchHours, branches } from "@/lib/db/schema";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import type { HoursRange } from "@/lib/places/rules/hours";
import type { BookingSettingsInput } from "../rules/request";
import type { SlotInput } from "../rules/slots";

// A branch's booking schedule as the slot rules take it (settings, hours, blocks, places taken),
// read as the caller; and the seller's writes of settings and blocks, which RLS keeps to the
// business's owners and managers.

export interface BranchSchedule extends Omit<SlotInput, "now"> {
  branchId: string;
  changeHours: number;
  notifyEmail: boolean;
}

const hhmm = (t: string) => t.slice(0, 5);

/** The schedules of some branches, with places taken and blocks in [from, to); branches without settings are left out. */
export async function readSchedules(
  tx: Tx,
  branchIds: readonly string[],
  from: Date,
  to: Date,
): Promise<BranchSchedule[]> {
  if (branchIds.length === 0) return [];
  const [settings, hours, blocks, slots] = await Promise.all([
    tx
      .select()
      .from(bookingSettings)
      .where(inArray(bookingSettings.branchId, [...branchIds])),
    tx
      .select()
      .from(branchHours)
      .where(inArray(branchHours.branchId, [...branchIds]))
      .orderBy(asc(branchHours.weekday), asc(branchHours.opensAt)),
    tx
      .select({ branchId: bookingBlocks.branchId, startsAt: bookingBlocks.startsAt, endsAt: bookingBlocks.endsAt })
      .from(bookingBlocks)
      .where(
        and(
          inArray(bookingBlocks.branchId, [...branchIds]),
          lt(bookingBlocks.startsAt, to),
          gt(bookingBlocks.endsAt, from),
        ),
      ),
    tx
      .select()
      .from(bookingSlots)
      .where(
        and(
          inArray(bookingSlots.branchId, [...branchIds]),
          gte(bookingSlots.startsAt, from),
          lt(bookingSlots.startsAt, to),
          sql`${bookingSlots.booked} > 0`,
        ),
      ),
  ]);
  return settings.map((s) => ({
    branchId: s.branchId,
    changeHours: s.changeHours,
    notifyEmail: s.notifyEmail,
    settings: { slotMinutes: s.slotMinutes, capacity: s.capacity, leadHours: s.leadHours, horizonDays: s.horizonDays },
    hours: hours
      .filter((h) => h.branchId === s.branchId)
      .map((h): HoursRange => ({ weekday: h.weekday, opens: hhmm(h.opensAt), closes: hhmm(h.closesAt) })),
    closedDates: s.closedDates,
    openedHolidays: s.openedHolidays,
    blocks: blocks.filter((b) => b.branchId === s.branchId).map((b) => ({ startsAt: b.startsAt, endsAt: b.endsAt })),
    booked: new Map(
      slots.filter((x) => x.branchId === s.branchId).map((x) => [x.startsAt.toISOString(), x.booked] as const),
    ),
  }));
}

/** One branch's schedule with its blocks and places taken in [from, to), as the caller reads it; null without settings. */
export async function readBranchSchedule(
  caller: Caller,
  branchId: string,
  from: Date,
  to: Date,
): Promise<BranchSchedule | null> {
  const [schedule] = await runAs(caller, (tx) => readSchedules(tx, [branchId], from, to));
  return schedule ?? null;
}

export type SellerWriteResult = { ok: true } | { ok: false; reason: "forbidden" | "not_found" };

async function managesBranch(tx: Tx, branchId: string): Promise<boolean> {
  const rows = rowsOf<{ ok: boolean }>(
    await tx.execute(sql`select exists (select 1 from public.branches b where b.id = ${branchId}::uuid
      and public.has_business_role(b.business_id, array['owner', 'manager'])) as ok`),
  );
  return rows[0]?.ok === true;
}

/** Saves a branch's booking settings (creating them the first time): owners and managers only. */
export async function saveBookingSettings(
  caller: Caller,
  branchId: string,
  input: BookingSettingsInput & { closedDates: string[]; openedHolidays: string[]; notifyEmail: boolean },
): Promise<SellerWriteResult> {
  return runAs(caller, async (tx) => {
    if (!(await managesBranch(tx, branchId))) return { ok: false, reason: "forbidden" };
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(bookingSettings)
      .values({ branchId, ...values })
      .onConflictDoUpdate({ target: bookingSettings.branchId, set: values });
    return { ok: true };
  });
}

/** Blocks [startsAt, endsAt) of a branch (a slot, an afternoon): owners and managers only. */
export async function addBookingBlock(
  caller: Caller,
  branchId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<SellerWriteResult> {
  if (caller.role !== "authenticated") return { ok: false, reason: "forbidden" };
  return runAs(caller, async (tx) => {
    if (!(await managesBranch(tx, branchId))) return { ok: false, reason: "forbidden" };
    await tx.insert(bookingBlocks).values({ branchId, startsAt, endsAt, createdBy: caller.userId });
    return { ok: true };
  });
}

/** Removes the blocks of a branch that overlap [startsAt, endsAt): unblocks a slot. */
export async function removeBookingBlocks(
  caller: Caller,
  branchId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<SellerWriteResult> {
  return runAs(caller, async (tx) => {
    if (!(await managesBranch(tx, branchId))) return { ok: false, reason: "forbidden" };
    const gone = await tx
      .delete(bookingBlocks)
      .where(
        and(
          eq(bookingBlocks.branchId, branchId),
          lt(bookingBlocks.startsAt, endsAt),
          gt(bookingBlocks.endsAt, startsAt),
        ),
      )
      .returning({ id: bookingBlocks.id });
    return gone.length > 0 ? { ok: true } : { ok: false, reason: "not_found" };
  });
}

/** A business's branches with their booking settings (null when bookings are not set up there). */
export async function listBusinessBookingBranches(
  caller: Caller,
  businessId: string,
): Promise<Array<{ id: string; name: string; hasHours: boolean; settings: BranchSchedule | null }>> {
  return runAs(caller, async (tx) => {
    const rows = await tx
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(eq(branches.businessId, businessId))
      .orderBy(asc(branches.name));
    const now = new Date();
    const schedules = await readSchedules(
      tx,
      rows.map((r) => r.id),
      now,
      now,
    );
    const withHours = new Set(
      (
        await tx
          .selectDistinct({ id: branchHours.branchId })
          .from(branchHours)
          .where(inArray(branchHours.branchId, rows.map((r) => r.id).concat(["00000000-0000-0000-0000-000000000000"])))
      ).map((r) => r.id),
    );
    return rows.map((r) => ({
      ...r,
      hasHours: withHours.has(r.id),
      settings: schedules.find((s) => s.branchId === r.id) ?? null,
    }));
  });
}

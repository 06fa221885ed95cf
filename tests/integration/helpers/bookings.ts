// What the booking tests share: a demo business's branch open 08:00-20:00 every day (so a test may
// book any hour of any day it picks) and a day that is no holiday.
import { addDays } from "date-fns";
import { eq } from "drizzle-orm";
import { holidayOn } from "@/lib/bookings/rules/holidays";
import { guatemalaDate } from "@/lib/bookings/rules/slots";
import type { Db } from "@/lib/db";
import { branches, branchHours } from "@/lib/db/schema";

/** The business's first branch, its week replaced by 08:00-20:00 every day; answers its id. */
export async function openEveryDay(db: Db, businessId: string): Promise<string> {
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.businessId, businessId))
    .limit(1);
  const branchId = branch!.id;
  await db.delete(branchHours).where(eq(branchHours.branchId, branchId));
  await db
    .insert(branchHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ branchId, weekday, opensAt: "08:00", closesAt: "20:00" })));
  return branchId;
}

/** A Guatemala day at least `from` days ahead that is no holiday. */
export function plainDay(from: number): string {
  for (let d = from; ; d++) {
    const day = guatemalaDate(addDays(new Date(), d));
    if (!holidayOn(day)) return day;
  }
}

// The seed branches' opening hours (branch_hours), from their business's typical week
// (business-helpers.ts HOURS): one range a day, with what real ones do too: offices close for
// lunch (two ranges a day), an "all day" 00:00-23:59 becomes 00:00-24:00, and closed days have none.
import type { HoursRange } from "@/lib/places/rules/hours";
import { seedId } from "./ids";

const DAY_KEYS = ["dom", "lun", "mar", "mie", "jue", "vie", "sab"] as const;

/** A weekday's 08:00-18:00 office day, with the usual lunch break. */
const LUNCH_SPLIT: Record<string, [string, string][]> = {
  "08:00-18:00": [
    ["08:00", "12:30"],
    ["14:00", "18:00"],
  ],
};

/** { lun: "08:00-18:00", …, dom: null } -> the week's ranges (weekday 0 = domingo). */
export function seedHoursOf(week: Record<string, string | null> | null): HoursRange[] {
  if (!week) return [];
  return DAY_KEYS.flatMap((key, weekday) => {
    const value = week[key];
    const m = value ? /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(value) : null;
    if (!m) return [];
    const split = weekday >= 1 && weekday <= 5 ? LUNCH_SPLIT[value!] : undefined;
    const ranges: [string, string][] = split ?? [[m[1]!, m[2] === "23:59" ? "24:00" : m[2]!]];
    return ranges.map(([opens, closes]) => ({ weekday, opens, closes }));
  });
}

/** Rows for branch_hours, with ids derived from the branch and range (a re-seed inserts nothing twice). */
export function seedHourRows(branchId: string, ranges: HoursRange[]) {
  return ranges.map((r) => ({
    id: seedId("branch-hours", `${branchId}:${r.weekday}:${r.opens}`),
    branchId,
    weekday: r.weekday,
    opensAt: r.opens,
    closesAt: r.closes,
  }));
}

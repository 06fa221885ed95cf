// A branch's opening hours as the branch form sends them (lib/domain/forms/branch.ts): one schema
// for the form and the save-branch action. Spanish words through codes (lib/domain/message-code.ts):
// an end before its start, and ranges of one day that overlap, are refused with the day named.
import { z } from "../zod";
import { messageCode } from "../message-code";
import { toMinutes, type HoursRange } from "@/lib/places/rules/hours";

const e = (key: string) => `businessEdit.branches.errors.${key}`;

/** More than this many ranges in a day is a typing accident, not a timetable. */
export const MAX_RANGES_PER_DAY = 4;

const time = (key: string) =>
  z
    .string({ error: messageCode(e(key)) })
    .trim()
    .refine((v) => toMinutes(v) !== null, { message: messageCode(e(key)) });

export const hoursRangeSchema = z.object({
  weekday: z.coerce.number().int().min(0).max(6),
  opens: time("opensInvalid").refine((v) => v !== "24:00", { message: messageCode(e("opensInvalid")) }),
  closes: time("closesInvalid"),
});

/**
 * The whole week (every range of every day): each range ends after it starts (a range past
 * midnight is two, the second on the next day), and a day's ranges do not overlap.
 */
export const branchHoursSchema = z
  .array(hoursRangeSchema, { error: messageCode("common.invalidInput") })
  .max(7 * MAX_RANGES_PER_DAY)
  .superRefine((ranges, ctx) => {
    ranges.forEach((r, i) => {
      const open = toMinutes(r.opens);
      const close = toMinutes(r.closes);
      if (open !== null && close !== null && close <= open)
        ctx.addIssue({
          code: "custom",
          path: [i, "closes"],
          message: messageCode(e("hoursEndBeforeStart"), { day: r.weekday }),
        });
    });
    for (let day = 0; day < 7; day++) {
      const ofDay = ranges
        .map((r, i) => ({ r, i, s: toMinutes(r.opens) ?? 0, f: toMinutes(r.closes) ?? 0 }))
        .filter((x) => x.r.weekday === day)
        .sort((a, b) => a.s - b.s);
      if (ofDay.length > MAX_RANGES_PER_DAY)
        ctx.addIssue({
          code: "custom",
          path: [ofDay[0]!.i, "opens"],
          message: messageCode(e("hoursTooMany"), { day, max: MAX_RANGES_PER_DAY }),
        });
      for (let k = 1; k < ofDay.length; k++)
        if (ofDay[k]!.s < ofDay[k - 1]!.f)
          ctx.addIssue({
            code: "custom",
            path: [ofDay[k]!.i, "opens"],
            message: messageCode(e("hoursOverlap"), { day }),
          });
    }
  });

export type BranchHours = HoursRange[];

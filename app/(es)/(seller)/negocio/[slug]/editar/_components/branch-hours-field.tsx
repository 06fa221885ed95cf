"use client";

import { useTranslations } from "next-intl";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import type { branchSchema, BranchInput } from "@/lib/domain/forms/branch";
import { MAX_RANGES_PER_DAY } from "@/lib/domain/forms/branch-hours";
import { WEEK_ORDER } from "@/lib/places/rules/hours";

type BranchOutput = z.output<typeof branchSchema>;

/** A new day's first range: a shop's usual day; the next range of a day starts where the last ends. */
const FIRST_RANGE = { opens: "08:00", closes: "18:00" };

/**
 * The branch's week inside the branch form: per day 'Cerrado' or one or more ranges (typed as
 * 08:00, Guatemala's wall clock), added and removed in place, and a day's ranges copied to every
 * day. The ranges are one flat field array (the schema's shape); each day shows its own.
 */
export function BranchHoursField({
  form,
  prefix,
}: {
  form: UseFormReturn<BranchInput, unknown, BranchOutput>;
  prefix: string;
}) {
  const t = useTranslations("businessEdit.branches");
  const days = useTranslations("branchHours.days");
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: "hours" });
  const errors = form.formState.errors.hours;
  const rangeError = (i: number, key: "opens" | "closes") => {
    const entry = (
      errors as Record<number, { opens?: { message?: string }; closes?: { message?: string } }> | undefined
    )?.[i];
    return entry?.[key]?.message;
  };

  const addRange = (weekday: number) => {
    const current = (form.getValues("hours") ?? []).filter((r) => Number(r.weekday) === weekday);
    const last = current.at(-1);
    append(last ? { weekday, opens: String(last.closes), closes: "" } : { weekday, ...FIRST_RANGE });
  };
  const copyToAll = (weekday: number) => {
    const ranges = (form.getValues("hours") ?? []).filter((r) => Number(r.weekday) === weekday);
    replace(WEEK_ORDER.flatMap((day) => ranges.map((r) => ({ weekday: day, opens: r.opens, closes: r.closes }))));
  };

  return (
    <fieldset className="grid gap-3 md:col-span-2" data-testid="branch-hours-field">
      <legend className="font-semibold">{t("hoursTitle")}</legend>
      <p className="text-sm text-muted-foreground">{t("hoursIntro")}</p>
      {WEEK_ORDER.map((weekday) => {
        const day = days(String(weekday) as "0");
        const ofDay = fields.map((f, i) => ({ f, i })).filter(({ f }) => Number(f.weekday) === weekday);
        return (
          <div
            key={weekday}
            role="group"
            aria-label={day}
            className="grid gap-2 border-t pt-2 sm:grid-cols-[7rem_1fr]"
            data-testid={`hours-edit-${weekday}`}
          >
            <span className="text-sm font-medium">{day}</span>
            <div className="grid gap-2">
              {ofDay.length === 0 ? <span className="text-sm text-muted-foreground">{t("hoursClosed")}</span> : null}
              {ofDay.map(({ f, i }) => (
                <div key={f.id} className="flex flex-wrap items-end gap-2">
                  <FormField
                    id={`${prefix}-hours-${i}-opens`}
                    label={`${t("hoursOpens")} (${day})`}
                    inputMode="numeric"
                    placeholder="08:00"
                    className="w-32"
                    error={rangeError(i, "opens")}
                    {...form.register(`hours.${i}.opens`)}
                  />
                  <FormField
                    id={`${prefix}-hours-${i}-closes`}
                    label={`${t("hoursCloses")} (${day})`}
                    inputMode="numeric"
                    placeholder="18:00"
                    className="w-32"
                    error={rangeError(i, "closes")}
                    {...form.register(`hours.${i}.closes`)}
                  />
                  <Button type="button" variant="ghost" size="sm" onClick={() => remove(i)}>
                    {t("hoursRemoveRange")}
                    <span className="sr-only"> ({day})</span>
                  </Button>
                </div>
              ))}
              <div className="flex flex-wrap gap-2">
                {ofDay.length < MAX_RANGES_PER_DAY ? (
                  <Button type="button" variant="outline" size="sm" onClick={() => addRange(weekday)}>
                    {t("hoursAddRange")}
                    <span className="sr-only"> ({day})</span>
                  </Button>
                ) : null}
                {ofDay.length > 0 ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => copyToAll(weekday)}>
                    {t("hoursCopyAll")}
                    <span className="sr-only"> ({day})</span>
                  </Button>
                ) : null}
              </div>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

"use client";
// A branch's booking settings: the numbers, the closed dates, the coming year's holidays with "Abrir
// este día", and the e-mail switch. The shared schema checks them here and again in the action.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { codeText, wordedResolver } from "@/components/forms/code-text";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { saveBookingSettingsAction } from "@/lib/actions/bookings/save-booking-settings";
import { bookingSettingsFormSchema, type BookingSettingsFormOutput } from "@/lib/bookings/rules/seller-forms";
import { ClosedDatesField } from "./closed-dates-field";
import type { SettingsFormValues } from "./settings-form-values";

interface Props {
  initial: SettingsFormValues;
  /** The coming year's holidays; `label` is the day in words. */
  holidays: readonly { date: string; name: string; label: string }[];
  readOnly: boolean;
}

// The form holds strings; the same schema turns them into numbers and day lists.
const schemaResolver = zodResolver(bookingSettingsFormSchema) as unknown as Resolver<
  SettingsFormValues,
  unknown,
  BookingSettingsFormOutput
>;

const NUMBERS = [
  { name: "slotMinutes", min: 15, max: 240 },
  { name: "capacity", min: 1, max: 500 },
  { name: "leadHours", min: 0, max: 720 },
  { name: "horizonDays", min: 1, max: 365 },
  { name: "changeHours", min: 0, max: 168 },
] as const;

export function BookingSettingsForm({ initial, holidays, readOnly }: Props) {
  const t = useTranslations("sellerBookings.settings");
  const tb = useTranslations("bookings");
  const ts = useTranslations("sellerBookings");
  const resolver = useMemo(
    () => wordedResolver(schemaResolver, (code) => codeText(code, { bookings: tb, sellerBookings: ts })),
    [tb, ts],
  );
  const router = useRouter();
  const form = useForm<SettingsFormValues, unknown, BookingSettingsFormOutput>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const closedDates = useWatch({ control: form.control, name: "closedDates" });

  const onValid = async () => {
    try {
      const result = await saveBookingSettingsAction(form.getValues());
      if (!result.ok) {
        for (const [field, text] of Object.entries(result.fieldErrors ?? {}))
          form.setError(field as keyof SettingsFormValues, { message: text });
        return notifyError(t("errorTitle"), result.error);
      }
      notifySuccess(result.data.message);
      router.refresh();
    } catch {
      notifyError(t("errorTitle"), ts("actions.failed"));
    }
  };

  const listError = (name: "closedDates" | "openedHolidays") => {
    const e = errors[name];
    return e?.message ?? (Array.isArray(e) ? e.find((x) => x?.message)?.message : undefined);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label={t("title")} className="grid gap-5">
      <fieldset disabled={readOnly || isSubmitting} className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {NUMBERS.map(({ name, min, max }) => (
            <FormField
              key={name}
              id={`booking-${name}`}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              label={t(name)}
              error={errors[name]?.message}
              {...form.register(name)}
            />
          ))}
        </div>
        <ClosedDatesField
          dates={closedDates}
          error={listError("closedDates")}
          onChange={(dates) => form.setValue("closedDates", dates, { shouldDirty: true })}
        />
        <fieldset className="grid gap-2" aria-describedby="holidays-hint">
          <legend className="text-sm font-medium">{t("holidays")}</legend>
          <p id="holidays-hint" className="text-sm text-muted-foreground">
            {t("holidaysHint")}
          </p>
          <ul className="grid gap-1 sm:grid-cols-2" data-testid="booking-holidays">
            {holidays.map((h) => (
              <li key={h.date} className="grid gap-0.5 rounded-md border p-2 text-sm">
                <span id={`holiday-${h.date}`}>
                  {h.label} · {h.name}
                </span>
                <label className="flex items-center gap-2 text-muted-foreground">
                  <input
                    type="checkbox"
                    value={h.date}
                    aria-describedby={`holiday-${h.date}`}
                    className="size-4 accent-primary"
                    {...form.register("openedHolidays")}
                  />
                  {t("openHoliday")}
                </label>
              </li>
            ))}
          </ul>
          {listError("openedHolidays") && (
            <p role="alert" className="text-sm text-destructive">
              {listError("openedHolidays")}
            </p>
          )}
        </fieldset>
        <label className="flex items-start gap-2 text-sm font-medium">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register("notifyEmail")} />
          <span>
            {t("notifyEmail")}
            <span className="block font-normal text-muted-foreground">{t("notifyEmailHint")}</span>
          </span>
        </label>
      </fieldset>
      {!readOnly && (
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      )}
    </form>
  );
}

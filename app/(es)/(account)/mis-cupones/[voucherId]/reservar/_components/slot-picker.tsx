import Link from "@/components/i18n/link";
import { LocateButton } from "@/components/geo/locate-button";
import { bookingDayLabel, bookingTimeLabel, slotValue } from "@/lib/bookings/rules/display";
import { getTranslations } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";
import type { Picker, PickerQuery } from "../_lib/picker";
import { pickerHref } from "../_lib/picker";
import { SlotTimesForm } from "./slot-times-form";

const CHOICE = "flex flex-col rounded-lg border px-3 py-2 text-sm hover:bg-accent";
const CHOSEN = "border-primary bg-primary/5 ring-1 ring-primary";

interface SlotPickerProps {
  voucherId: string;
  picker: Picker;
  query: PickerQuery;
}

/** Branch, day and time, each step a list of links and the last a form of buttons. */
export async function SlotPicker({ voucherId, picker, query }: SlotPickerProps) {
  const [t, near] = await Promise.all([getTranslations("bookingPicker"), getTranslations("nearMe")]);
  const href = (change: Parameters<typeof pickerHref>[2]) => pickerHref(voucherId, query, change);
  const { branch, day } = picker;
  if (picker.branches.length === 0) return <p data-testid="booking-no-branches">{t("noBranches")}</p>;
  return (
    <div className="flex flex-col gap-6" aria-label={t("steps")} role="group">
      <section id="booking-branches" aria-labelledby="step-branch" className="flex flex-col gap-3">
        <h2 id="step-branch" className="text-lg font-semibold">
          {t("stepBranch")}
        </h2>
        {picker.branches.length > 1 && (
          <div className="flex flex-wrap items-center gap-3">
            <LocateButton
              label={near("button")}
              locating={near("locating")}
              denied={near("denied")}
              pickerId="booking-branches"
            />
            {picker.near && <span className="text-sm text-muted-foreground">{t("sortedByDistance")}</span>}
          </div>
        )}
        <ul className="grid gap-2 sm:grid-cols-2" data-testid="booking-branches">
          {picker.branches.map((b) => (
            <li key={b.id}>
              <Link
                href={href({ sucursal: b.id, dia: null })}
                aria-current={branch?.id === b.id ? "true" : undefined}
                className={cn(CHOICE, branch?.id === b.id && CHOSEN)}
              >
                <span className="font-medium">{b.name}</span>
                <span className="text-muted-foreground">
                  {b.address}
                  {b.distance ? ` · ${b.distance}` : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {branch && (
        <section aria-labelledby="step-day" className="flex flex-col gap-3">
          <h2 id="step-day" className="text-lg font-semibold">
            {t("stepDay")}
          </h2>
          {picker.days.length === 0 ? (
            <p data-testid="booking-no-days">{t("noDays")}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="booking-days">
              {picker.days.map((d) => (
                <li key={d.date}>
                  <Link
                    href={href({ dia: d.date })}
                    aria-current={day?.date === d.date ? "date" : undefined}
                    className={cn(CHOICE, day?.date === d.date && CHOSEN)}
                  >
                    <span className="font-medium first-letter:uppercase">{bookingDayLabel(d.date)}</span>
                    <span className="text-muted-foreground">{t("freeCount", { count: d.free.length })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {picker.dayGone && <p role="alert">{t("noTimes")}</p>}
        </section>
      )}

      {branch && day && (
        <section aria-labelledby="step-time" className="flex flex-col gap-3">
          <h2 id="step-time" className="text-lg font-semibold">
            {t("stepTime")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("timesOf", { day: bookingDayLabel(day.date) })}</p>
          <SlotTimesForm
            voucherId={voucherId}
            branchId={branch.id}
            working={t("working")}
            times={day.free.map((s) => ({
              value: slotValue(s.startsAt),
              label: bookingTimeLabel(s.startsAt),
              aria: t("bookAt", { day: bookingDayLabel(day.date), time: bookingTimeLabel(s.startsAt) }),
            }))}
          />
        </section>
      )}
    </div>
  );
}

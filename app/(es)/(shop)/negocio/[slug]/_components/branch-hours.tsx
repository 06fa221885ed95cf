import { getTranslations } from "@/lib/i18n/server";
import { formatTime, rangesOf, WEEK_ORDER, type HoursRange } from "@/lib/places/rules/hours";
import { OpenStatus, type OpenStatusLabels } from "./open-status";

/** The status line's words, read once per page and handed to every branch's island. */
export async function openStatusLabels(): Promise<OpenStatusLabels> {
  const t = await getTranslations("branchHours");
  return {
    openUntil: t.raw("openUntil") as string,
    always: t("always"),
    opensToday: t.raw("opensToday") as string,
    opensTomorrow: t.raw("opensTomorrow") as string,
    opensOn: t.raw("opensOn") as string,
    atOne: t.raw("atOne") as string,
    atOther: t.raw("atOther") as string,
    weekdays: t.raw("weekdays") as string[],
  };
}

/**
 * A branch's week in the HTML (Monday first, several ranges a day, 'Cerrado'), readable without
 * JavaScript, and above it the 'Abierto ahora' line the browser computes (open-status.tsx).
 */
export async function BranchHours({ hours, labels }: { hours: HoursRange[]; labels: OpenStatusLabels }) {
  const t = await getTranslations("branchHours");
  if (hours.length === 0) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="branch-hours">
      <OpenStatus hours={hours} labels={labels} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
        {WEEK_ORDER.map((weekday) => {
          const ranges = rangesOf(hours, weekday);
          return [
            <dt key={`${weekday}-d`} className="text-muted-foreground">
              {t(`days.${weekday}` as "days.0")}
            </dt>,
            <dd key={`${weekday}-h`} data-testid={`hours-day-${weekday}`}>
              {ranges.length === 0
                ? t("closed")
                : ranges.map((r) => `${formatTime(r.opens)} – ${formatTime(r.closes)}`).join(", ")}
            </dd>,
          ];
        })}
      </dl>
      <p className="text-xs text-muted-foreground">{t("note")}</p>
    </div>
  );
}

// A chart of the seller's analytics with its figures as a table (server-rendered, so screen
// readers and a page without JavaScript get every number the chart draws).
import { intlLocale } from "@/lib/i18n/intl-format";
import { getTranslations } from "@/lib/i18n/server";
import { formatValue, shortDay, type ValueKind } from "@/lib/domain/analytics-format";
import { buyersPer100Viewers, type DayMetrics } from "@/lib/domain/analytics";
import { MetricChart } from "./metric-chart";

export type SeriesKey = Exclude<keyof DayMetrics, "day"> | "buyersPer100Viewers";

export interface ChartCardProps {
  id: string;
  title: string;
  kind: "line" | "bar";
  valueKind: ValueKind;
  series: Array<{ key: SeriesKey; label: string }>;
  days: DayMetrics[];
}

function valueOf(day: DayMetrics, key: SeriesKey): number | null {
  if (key === "buyersPer100Viewers") return buyersPer100Viewers(day.buyers, day.uniqueViewers);
  return day[key];
}

export async function ChartCard({ id, title, kind, valueKind, series, days }: ChartCardProps) {
  const t = await getTranslations("sellerAnalytics.charts");
  const points = days.map((d) => ({
    label: shortDay(d.day, intlLocale()),
    ...Object.fromEntries(series.map((s) => [s.key, valueOf(d, s.key)])),
  }));
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border bg-card p-4 shadow-sm">
      <h3 id={id} className="mb-2 text-base font-semibold">
        {title}
      </h3>
      <figure>
        <MetricChart kind={kind} valueKind={valueKind} points={points} series={series} />
        <figcaption className="sr-only">{t("chartLabel", { title })}</figcaption>
      </figure>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-primary">{t("showTable")}</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left tabular-nums" data-testid={`table-${id}`}>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t("day")}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    <time dateTime={d.day}>{shortDay(d.day, intlLocale())}</time>
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-3 text-right">
                      {formatValue(valueOf(d, s.key), valueKind)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

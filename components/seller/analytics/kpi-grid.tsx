// The period's totals, each with its change against the previous period of the same length.
import { getTranslations } from "@/lib/i18n/server";
import { formatChange, formatValue, type ValueKind } from "@/lib/domain/analytics-format";
import type { Comparison, Metric } from "@/lib/domain/analytics";

const SHOWN: Array<{ metric: Metric; kind: ValueKind }> = [
  { metric: "views", kind: "count" },
  { metric: "uniqueViewers", kind: "count" },
  { metric: "orders", kind: "count" },
  { metric: "units", kind: "count" },
  { metric: "grossCents", kind: "money" },
  { metric: "refundsCents", kind: "money" },
  { metric: "redeemed", kind: "count" },
  { metric: "buyersPer100Viewers", kind: "perHundred" },
];

export async function KpiGrid({ comparison }: { comparison: Record<Metric, Comparison> }) {
  const t = await getTranslations("sellerAnalytics");
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="analytics-totals">
      {SHOWN.map(({ metric, kind }) => {
        const c = comparison[metric];
        const change = formatChange(c.change);
        // Refunds going up is bad news; everything else going up is good.
        const good =
          c.change === null || c.change === 0 ? null : metric === "refundsCents" ? c.change < 0 : c.change > 0;
        return (
          <div key={metric} className="rounded-xl border bg-card p-3 shadow-sm" data-metric={metric}>
            <dt className="text-xs text-muted-foreground">{t(`metrics.${metric}`)}</dt>
            <dd className="text-xl font-bold tabular-nums">{formatValue(c.current, kind)}</dd>
            <dd
              className={`text-xs ${good === null ? "text-muted-foreground" : good ? "text-emerald-700" : "text-red-700"}`}
            >
              {change ? `${change} ${t("vsPrevious")}` : t("noComparison")}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

import { getTranslations } from "@/lib/i18n/server";
import { formatQuetzales } from "@/lib/domain/money";
import type { OfferStats } from "@/lib/domain/flash";

/** Real summary figures of the listed offers, never invented ones. */
export async function LastHoursStats({ stats }: { stats: OfferStats }) {
  const t = await getTranslations("lastHoursPage");
  const items = [
    { key: "offers", label: t("statOffers"), value: String(stats.count) },
    { key: "best-discount", label: t("statBestDiscount"), value: `${stats.bestDiscount}%` },
    { key: "savings", label: t("statSavings"), value: formatQuetzales(stats.totalSavingsCents) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {items.map((item) => (
        <div key={item.key} data-testid={`stat-${item.key}`} className="rounded-xl border bg-card p-4 text-center">
          <dt className="text-xs tracking-wide text-muted-foreground uppercase">{item.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

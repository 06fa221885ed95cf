import { getTranslations } from "@/lib/i18n/server";

/**
 * The heading (what was searched) and the stats: the real count of offers, and the design's
 * fixed '50%' and '24h' labels (no data behind them). Compact (heading only) once a search is under way.
 */
export async function SearchHero({
  offers,
  heading,
  compact = false,
}: {
  offers: number;
  heading: string;
  compact?: boolean;
}) {
  const t = await getTranslations("searchPage");
  if (compact) {
    return (
      <h1 className="text-xl font-bold md:text-3xl" data-testid="search-heading">
        {heading}
      </h1>
    );
  }
  const stats = [
    { value: offers.toLocaleString("es-GT"), label: t("statOffers"), testId: "stat-offers" },
    { value: "50%", label: t("statDiscount"), testId: "stat-discount" },
    { value: "24h", label: t("statFlash"), testId: "stat-flash" },
  ];
  return (
    <section className="rounded-2xl bg-primary/10 px-4 py-6 md:px-8">
      <h1 className="text-2xl font-bold md:text-3xl" data-testid="search-heading">
        {heading}
      </h1>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {stats.map((s) => (
          <div key={s.testId} className="rounded-xl bg-card p-3 text-center shadow-sm" data-testid={s.testId}>
            <dt className="text-xs text-muted-foreground">{s.label}</dt>
            <dd className="text-xl font-bold text-primary">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

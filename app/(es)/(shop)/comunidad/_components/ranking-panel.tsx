import { getTranslations } from "@/lib/i18n/server";
import type { RankingEntry } from "@/lib/data/catalogue/community";
import { formatQuetzales } from "@/lib/domain/money";

/** The community ranking: this month's top savers, by money saved on paid orders. */
export async function RankingPanel({ entries }: { entries: RankingEntry[] }) {
  const t = await getTranslations("communityPage.ranking");
  return (
    <section aria-labelledby="ranking-title">
      <h2 id="ranking-title" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("lead")}</p>
      {entries.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol className="mt-4 divide-y rounded-lg border bg-card" data-testid="ranking">
          {entries.map((e) => (
            <li key={e.rank} className="flex items-center gap-3 p-3">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-primary"
                aria-label={t("position", { rank: e.rank })}
              >
                {e.rank}
              </span>
              <span className="min-w-0 flex-1 truncate font-medium">{e.name ?? t("anonymous")}</span>
              <span className="text-sm font-semibold text-primary">
                {t("saved", { amount: formatQuetzales(e.savedCents) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

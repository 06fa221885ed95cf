import { pageLocale } from "@/lib/i18n/page-locale";
import { getTranslations } from "@/lib/i18n/server";
import type { LoyaltySummary } from "@/lib/data/accounts/achievements";
import { LEVEL_TITLES, levelTitle, progressPercent } from "@/lib/domain/loyalty";
import { cn } from "@/lib/utils";

/** The viewer's level and XP bar, or only the level ladder for visitors. */
export async function LevelPanel({ loyalty }: { loyalty: LoyaltySummary | null }) {
  const t = await getTranslations("achievementsPage");
  const tl = await getTranslations("loyalty");
  const percent = loyalty ? progressPercent(loyalty.currentXp, loyalty.nextLevelXp) : 0;
  return (
    <section aria-labelledby="levels-title" className="mt-8">
      {loyalty ? (
        <div className="mb-6 rounded-lg border bg-card p-5">
          <p className="text-sm text-muted-foreground">{t("level", { level: loyalty.level })}</p>
          <p className="text-xl font-semibold">{levelTitle(loyalty.level, pageLocale() === "en")}</p>
          <div
            className="mt-3 h-2 rounded-full bg-muted"
            role="progressbar"
            aria-labelledby="level-progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="h-2 rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <p id="level-progress" className="mt-1 text-sm text-muted-foreground">
            {t("progress", { percent })}
          </p>
          <p className="mt-2 text-sm font-medium" data-testid="logros-summary">
            {tl("summary", { points: loyalty.totalPoints, days: loyalty.streakDays })}
          </p>
        </div>
      ) : null}
      <h2 id="levels-title" className="text-xl font-semibold">
        {t("levelsTitle")}
      </h2>
      <ol className="mt-3 grid gap-2 sm:grid-cols-5">
        {Object.entries(LEVEL_TITLES).map(([level, title]) => (
          <li
            key={level}
            className={cn(
              "rounded-lg border p-3 text-center text-sm",
              loyalty?.level === Number(level) && "border-primary bg-primary/10",
            )}
          >
            <span className="block text-xs text-muted-foreground">{t("level", { level })}</span>
            <span className="font-medium">{title}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { dateFormat, numberFormat } from "@/lib/i18n/intl-format";
import { Lock, Trophy } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";
import { localizedAchievement } from "@/lib/i18n/achievement-texts";
import type { AchievementSummary } from "@/lib/data/accounts/achievements";
import type { LoyaltyProgress } from "@/lib/data/accounts/loyalty";
import type { AchievementRuleKind } from "@/lib/db/seed/achievements";
import { ruleProgress } from "@/lib/domain/loyalty-levels";
import { TIME_ZONE } from "@/lib/i18n/request";
import { cn } from "@/lib/utils";

const dayFormat = () =>
  dateFormat({
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  });
const amount = () => numberFormat({ maximumFractionDigits: 0 });

interface AchievementBoardProps {
  items: AchievementSummary[];
  /** Achievement id -> when it was unlocked (ISO); empty for visitors. */
  unlocked: Record<string, string>;
  progress: LoyaltyProgress | null;
}

/** /logros: every achievement, locked or unlocked with its date, what to do and how far along. */
export async function AchievementBoard({ items, unlocked, progress }: AchievementBoardProps) {
  const t = await getTranslations("loyalty");
  const tp = await getTranslations("achievementsPage");
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="achievement-board">
      {items.map(localizedAchievement).map((a) => {
        const at = unlocked[a.id];
        const kind = a.ruleKind as AchievementRuleKind | null;
        const target = a.ruleTarget ?? 1;
        const bar = kind && progress ? ruleProgress(progress.metrics[kind] ?? 0, target, !!at) : null;
        return (
          <li
            key={a.id}
            data-code={a.code}
            data-unlocked={at ? "true" : "false"}
            className={cn("flex gap-3 rounded-lg border bg-card p-4", !at && "opacity-90")}
          >
            <span
              className={cn(
                "flex size-10 shrink-0 items-center justify-center rounded-full",
                at ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
              )}
            >
              {at ? <Trophy className="size-5" aria-hidden="true" /> : <Lock className="size-5" aria-hidden="true" />}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-medium">{a.title}</h3>
              <p className="text-sm text-muted-foreground">{a.description}</p>
              <p className="mt-1 text-xs font-medium text-primary">
                {tp("xp", { xp: a.xp })}
                <span className="ml-2 text-muted-foreground">
                  · {at ? t("unlockedOn", { date: dayFormat().format(new Date(at)) }) : tp("locked")}
                </span>
              </p>
              {!at && kind ? (
                <p className="mt-1 text-sm">{t(`hints.${kind}`, { target: amount().format(target) })}</p>
              ) : null}
              {bar && !at ? (
                <div className="mt-2">
                  <div
                    className="h-1.5 rounded-full bg-muted"
                    role="progressbar"
                    aria-label={a.title}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={bar.percent}
                  >
                    <div className="h-1.5 rounded-full bg-primary" style={{ width: `${bar.percent}%` }} />
                  </div>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t("progress", {
                      current: amount().format(Math.floor(bar.current)),
                      target: amount().format(bar.target),
                    })}
                  </p>
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

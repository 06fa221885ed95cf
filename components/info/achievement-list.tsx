import { Lock, Trophy } from "lucide-react";
import type { AchievementSummary } from "@/lib/data/achievements";
import { cn } from "@/lib/utils";

interface AchievementListProps {
  items: AchievementSummary[];
  /** Ids unlocked by the viewer; empty for visitors (every badge shows locked). */
  unlocked?: Record<string, string>;
  xpLabel: (xp: number) => string;
  lockedLabel: string;
}

/** The achievements master list, each badge shown unlocked or locked. */
export function AchievementList({ items, unlocked = {}, xpLabel, lockedLabel }: AchievementListProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((a) => {
        const done = a.id in unlocked;
        return (
          <li key={a.id} className={cn("flex gap-3 rounded-lg border bg-card p-4", !done && "opacity-80")}>
            <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-full", done ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground")}>
              {done ? <Trophy className="size-5" aria-hidden="true" /> : <Lock className="size-5" aria-hidden="true" />}
            </span>
            <div>
              <h3 className="font-medium">{a.title}</h3>
              <p className="text-sm text-muted-foreground">{a.description}</p>
              <p className="mt-1 text-xs font-medium text-primary">
                {xpLabel(a.xp)}
                {done ? null : <span className="ml-2 text-muted-foreground">· {lockedLabel}</span>}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

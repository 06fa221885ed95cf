import { Trophy } from "@/components/ui/icons";
import type { AchievementSummary } from "@/lib/data/accounts/achievements";

interface Props {
  items: AchievementSummary[];
  /** How many users hold each achievement, by id. */
  holders: Record<string, number>;
  xpLabel: (xp: number) => string;
  holdersLabel: (count: number) => string;
}

/** The community's achievement catalogue: every badge, what it takes, and how many members hold it. */
export function AchievementCatalogue({ items, holders, xpLabel, holdersLabel }: Props) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="achievement-catalogue">
      {items.map((a) => (
        <li key={a.id} className="flex gap-3 rounded-lg border bg-card p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
            <Trophy className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h3 className="font-medium">{a.title}</h3>
            <p className="text-sm text-muted-foreground">{a.description}</p>
            <p className="mt-1 text-xs font-medium text-primary">
              {xpLabel(a.xp)} <span className="ml-1 text-muted-foreground">· {holdersLabel(holders[a.id] ?? 0)}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

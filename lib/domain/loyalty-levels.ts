// Levels and streaks, mirrored by app_private.loyalty_level and
// app_private.loyalty_streak in supabase/migrations/20261124050000_loyalty_ledger.sql. Pure.
import { GUATEMALA_TIME_ZONE } from "./guatemala-time";
import { MAX_LEVEL } from "./loyalty";

/** XP needed to reach each level (index 0 = level 1). A visit a day alone takes months to level 2. */
export const LEVEL_THRESHOLDS = [0, 500, 1_500, 4_000, 10_000] as const;

export interface LevelStanding {
  level: number;
  /** XP needed for the next level; null at the last level (the bar then shows 0). */
  nextLevelXp: number | null;
  vip: boolean;
}

/** The level a total of XP reaches; VIP is the last level. */
export function levelForXp(xp: number): LevelStanding {
  const safe = Number.isFinite(xp) ? Math.max(0, Math.trunc(xp)) : 0;
  let level = 1;
  for (let i = 1; i < LEVEL_THRESHOLDS.length; i++) if (safe >= LEVEL_THRESHOLDS[i]!) level = i + 1;
  const nextLevelXp = level >= MAX_LEVEL ? null : LEVEL_THRESHOLDS[level]!;
  return { level, nextLevelXp, vip: level === MAX_LEVEL };
}

/** The Guatemala calendar day of an instant, as "YYYY-MM-DD". */
export function guatemalaDay(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: GUATEMALA_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

/**
 * Consecutive Guatemala days with activity, ending today or yesterday (today's visit may still
 * come); a day with none before that breaks it, so the streak is 0 after a missed day.
 */
export function streakDays(activityDays: readonly string[], today: string): number {
  const days = new Set(activityDays.map(dayNumber));
  let cursor = dayNumber(today);
  if (!days.has(cursor)) cursor -= 1;
  let streak = 0;
  while (days.has(cursor)) {
    streak += 1;
    cursor -= 1;
  }
  return streak;
}

export interface RuleProgress {
  /** What counts so far, capped at the target (a bar never overflows). */
  current: number;
  target: number;
  percent: number;
}

/** How far a user is towards one achievement's rule; unlocked ones show full. */
export function ruleProgress(metric: number, target: number, unlocked: boolean): RuleProgress {
  const safeTarget = Number.isFinite(target) && target > 0 ? target : 1;
  const current = unlocked ? safeTarget : Math.min(Math.max(Number.isFinite(metric) ? metric : 0, 0), safeTarget);
  return { current, target: safeTarget, percent: Math.floor((current / safeTarget) * 100) };
}

import "server-only";
import { asc, eq } from "drizzle-orm";
import { achievements, profiles, userAchievements } from "@/lib/db/schema";
import { CACHE_TAGS, publicCache } from "../cache";
import { ANON, type Caller } from "../caller";
import { runAs } from "../run-as";

/** One entry of the achievements master list. */
export interface AchievementSummary {
  id: string;
  code: string;
  title: string;
  description: string;
  icon: string | null;
  xp: number;
  /** What the database counts to unlock it (lib/db/seed/achievements.ts) and the target. */
  ruleKind: string | null;
  ruleTarget: number | null;
}

/** The master list of achievements, the same for everyone (readable by anon under RLS). */
export const listAchievements = publicCache(
  () =>
    runAs(ANON, async (tx): Promise<AchievementSummary[]> => {
      const rows = await tx
        .select({
          id: achievements.id,
          code: achievements.code,
          title: achievements.title,
          description: achievements.description,
          icon: achievements.icon,
          xp: achievements.xp,
          ruleKind: achievements.ruleKind,
          ruleTarget: achievements.ruleTarget,
        })
        .from(achievements)
        .orderBy(asc(achievements.xp), asc(achievements.title));
      return rows.map((r) => ({ ...r, ruleTarget: r.ruleTarget === null ? null : Number(r.ruleTarget) }));
    }),
  "achievements:master",
  [CACHE_TAGS.coupons],
);

/** A signed-in user's loyalty figures, read from their profile. */
export interface LoyaltySummary {
  level: number;
  currentXp: number;
  nextLevelXp: number | null;
  totalPoints: number;
  streakDays: number;
  referralsCount: number;
  /** The code for the user's referral link (/r/CODE). */
  referralCode: string | null;
  /** Ids of the achievements this user unlocked, with when (ISO). */
  unlocked: Record<string, string>;
}

/** The caller's loyalty panel; null for visitors or a user without a profile. */
export async function getLoyalty(caller: Caller): Promise<LoyaltySummary | null> {
  if (caller.role !== "authenticated") return null;
  return runAs(caller, async (tx) => {
    const [profile] = await tx
      .select({
        level: profiles.userLevel,
        currentXp: profiles.currentXp,
        nextLevelXp: profiles.nextLevelXp,
        totalPoints: profiles.totalPoints,
        streakDays: profiles.streakDays,
        referralsCount: profiles.referralsCount,
        referralCode: profiles.referralCode,
      })
      .from(profiles)
      .where(eq(profiles.id, caller.userId));
    if (!profile) return null;
    const rows = await tx
      .select({ id: userAchievements.achievementId, at: userAchievements.achievedAt })
      .from(userAchievements)
      .where(eq(userAchievements.userId, caller.userId));
    return { ...profile, unlocked: Object.fromEntries(rows.map((r) => [r.id, new Date(r.at).toISOString()])) };
  });
}

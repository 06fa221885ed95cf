"use server";

import { z } from "zod";
import { defineAction, ok } from "@/lib/actions/define-action";
import { getLoyalty, listAchievements } from "@/lib/data/accounts/achievements";
import { recordDailyVisit } from "@/lib/data/accounts/loyalty";
import { getMyProfile } from "@/lib/data/accounts/profiles";
import { getReferralMinimumCents } from "@/lib/data/accounts/referrals";
import { formatQuetzales } from "@/lib/domain/money";
import { localizedAchievement } from "@/lib/i18n/achievement-texts";

/**
 * The home is one cached page for everybody; its loyalty panel asks for the signed-in user's
 * own figures after it loads. Opening it counts the day's visit first (once per Guatemala day,
 * the streak's activity), so the figures include it. Visitors get null (signed-out text stays).
 */
export const getMyLoyalty = defineAction({
  schema: z.object({}).catch({}),
  auth: "optional",
  async run(_input, { caller, user }) {
    if (!user || caller.role !== "authenticated") return ok(null);
    await recordDailyVisit(caller);
    const [loyalty, profile, achievements, minimumCents] = await Promise.all([
      getLoyalty(caller),
      getMyProfile(caller),
      listAchievements(),
      getReferralMinimumCents(),
    ]);
    if (!loyalty) return ok(null);
    // Named in the language of the page that asked (the action runs in it).
    const titles = new Map(achievements.map(localizedAchievement).map((a) => [a.id, a.title]));
    const recent = Object.entries(loyalty.unlocked)
      .sort(([, a], [, b]) => b.localeCompare(a))
      .slice(0, 3)
      .map(([id, at]) => ({ id, title: titles.get(id) ?? "", at }));
    return ok({
      name: profile?.displayName ?? user.displayName,
      level: loyalty.level,
      currentXp: loyalty.currentXp,
      nextLevelXp: loyalty.nextLevelXp,
      totalPoints: loyalty.totalPoints,
      streakDays: loyalty.streakDays,
      unlocked: Object.keys(loyalty.unlocked).length,
      recent,
      referralCode: loyalty.referralCode,
      // The share message promises the reward only from this first-order total.
      referralMinimum: formatQuetzales(minimumCents),
    });
  },
});

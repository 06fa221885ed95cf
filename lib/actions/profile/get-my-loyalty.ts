"use server";

import { z } from "zod";
import { defineAction, ok } from "@/lib/actions/define-action";
import { getLoyalty } from "@/lib/data/achievements";
import { getMyProfile } from "@/lib/data/profiles";

/**
 * The home is one cached page for everybody; its loyalty panel asks for the signed-in user's
 * own figures after it loads. Visitors get null (the panel keeps its signed-out text).
 */
export const getMyLoyalty = defineAction({
  schema: z.object({}).catch({}),
  auth: "optional",
  async run(_input, { caller, user }) {
    if (!user || caller.role !== "authenticated") return ok(null);
    const [loyalty, profile] = await Promise.all([getLoyalty(caller), getMyProfile(caller)]);
    if (!loyalty) return ok(null);
    return ok({
      name: profile?.displayName ?? user.displayName,
      level: loyalty.level,
      currentXp: loyalty.currentXp,
      nextLevelXp: loyalty.nextLevelXp,
      totalPoints: loyalty.totalPoints,
      streakDays: loyalty.streakDays,
      unlocked: Object.keys(loyalty.unlocked).length,
    });
  },
});

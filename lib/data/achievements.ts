import "server-only";
import { asc } from "drizzle-orm";
import { achievements } from "@/lib/db/schema";
import { CACHE_TAGS, publicCache } from "./cache";
import { ANON } from "./caller";
import { runAs } from "./run-as";

/** One entry of the achievements master list (SPEC 3 'Achievement'). */
export interface AchievementSummary {
  id: string;
  code: string;
  title: string;
  description: string;
  icon: string | null;
  xp: number;
}

/** The master list of achievements, the same for everyone (readable by anon under RLS). */
export const listAchievements = publicCache(
  () =>
    runAs(ANON, async (tx): Promise<AchievementSummary[]> => {
      const rows = await tx
        .select({ id: achievements.id, code: achievements.code, title: achievements.title, description: achievements.description, icon: achievements.icon, xp: achievements.xp })
        .from(achievements)
        .orderBy(asc(achievements.xp), asc(achievements.title));
      return rows;
    }),
  "achievements:master",
  [CACHE_TAGS.coupons],
);

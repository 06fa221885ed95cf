import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { AchievementCatalogue } from "@/components/community/achievement-catalogue";
import { localizedAchievement } from "@/lib/i18n/achievement-texts";
import { ReferralLink } from "@/components/community/referral-link";
import type { AchievementSummary } from "@/lib/data/accounts/achievements";
import type { ActivityEvent, RankingEntry } from "@/lib/data/catalogue/community";
import { formatQuetzales } from "@/lib/domain/money";
import { ActivityPanel } from "./activity-panel";
import type { CommunityTab } from "./community-tabs";
import { RankingPanel } from "./ranking-panel";

export interface CommunityData {
  ranking: RankingEntry[];
  activity: ActivityEvent[];
  achievements: AchievementSummary[];
  holders: Record<string, number>;
  /** The smallest first order that earns a referral reward (a marketplace setting), in cents. */
  referralMinimumCents: number;
}

/** The four tabs of /comunidad, all rendered on the server (readable without JavaScript). */
export async function communityTabs({
  ranking,
  activity,
  achievements,
  holders,
  referralMinimumCents,
}: CommunityData): Promise<CommunityTab[]> {
  const t = await getTranslations("communityPage");
  return [
    { id: "ranking", label: t("tabs.ranking"), panel: <RankingPanel entries={ranking} /> },
    { id: "actividad", label: t("tabs.actividad"), panel: <ActivityPanel events={activity} /> },
    {
      id: "referidos",
      label: t("tabs.referidos"),
      panel: (
        <section>
          <h2 className="text-xl font-semibold">{t("referrals.title")}</h2>
          <p className="mt-3">{t("referrals.text", { minimum: formatQuetzales(referralMinimumCents) })}</p>
          <p className="mt-2 font-medium text-primary">{t("referrals.bonus")}</p>
          <ReferralLink
            guest={
              <Link href="/auth" className="mt-4 inline-block text-primary hover:underline">
                {t("referrals.cta")}
              </Link>
            }
          />
        </section>
      ),
    },
    {
      id: "logros",
      label: t("tabs.logros"),
      panel: (
        <section>
          <h2 className="text-xl font-semibold">{t("achievements.title")}</h2>
          <p className="mt-2 mb-4 text-muted-foreground">{t("achievements.lead")}</p>
          {achievements.length === 0 ? (
            <p className="text-muted-foreground">{t("achievements.empty")}</p>
          ) : (
            <AchievementCatalogue
              items={achievements.map(localizedAchievement)}
              holders={holders}
              xpLabel={(xp) => t("achievements.xp", { xp })}
              holdersLabel={(count) => t("achievements.holders", { count })}
            />
          )}
        </section>
      ),
    },
  ];
}

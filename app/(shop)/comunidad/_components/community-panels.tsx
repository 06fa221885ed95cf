import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AchievementList } from "@/components/info/achievement-list";
import type { AchievementSummary } from "@/lib/data/achievements";
import type { CommunityTab } from "./community-tabs";

// PRODUCT 1: no invented people or figures. Ranking and activity stay empty until real data exists.
function Empty({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{text}</p>
    </section>
  );
}

export async function communityTabs(achievements: AchievementSummary[]): Promise<CommunityTab[]> {
  const t = await getTranslations("communityPage");
  return [
    { id: "ranking", label: t("tabs.ranking"), panel: <Empty title={t("ranking.title")} text={t("ranking.empty")} /> },
    { id: "actividad", label: t("tabs.actividad"), panel: <Empty title={t("activity.title")} text={t("activity.empty")} /> },
    {
      id: "referidos",
      label: t("tabs.referidos"),
      panel: (
        <section>
          <h2 className="text-xl font-semibold">{t("referrals.title")}</h2>
          <p className="mt-3">{t("referrals.text")}</p>
          <p className="mt-2 font-medium text-primary">{t("referrals.bonus")}</p>
          <Link href="/auth" className="mt-4 inline-block text-primary hover:underline">{t("referrals.cta")}</Link>
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
            <AchievementList items={achievements} xpLabel={(xp) => t("achievements.xp", { xp })} lockedLabel={t("achievements.locked")} />
          )}
        </section>
      ),
    },
  ];
}

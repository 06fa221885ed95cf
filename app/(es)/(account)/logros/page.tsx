import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { connection } from "next/server";
import { getTranslations } from "@/lib/i18n/server";
import { Button } from "@/components/ui/button";
import { getSession } from "@/lib/auth/session";
import { getLoyalty, listAchievements } from "@/lib/data/accounts/achievements";
import { getLoyaltyProgress, recordDailyVisit } from "@/lib/data/accounts/loyalty";
import { SITE_OG_IMAGE } from "@/lib/seo/info-pages";
import { createMetadata } from "@/lib/seo/metadata";
import { AchievementBoard } from "./_components/achievement-board";
import { LevelPanel } from "./_components/level-panel";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("achievementsPage");
  return createMetadata({ title: t("title"), description: t("description"), path: "/logros", image: SITE_OG_IMAGE });
}

export default async function AchievementsPage() {
  // Per user and reads the database: rendered on request, never at build.
  await connection();
  const t = await getTranslations("achievementsPage");
  const { caller } = await getSession();
  // A visit here keeps the streak like one to the home (once per Guatemala day).
  await recordDailyVisit(caller);
  const [achievements, loyalty, progress] = await Promise.all([
    listAchievements(),
    getLoyalty(caller),
    getLoyaltyProgress(caller),
  ]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      {loyalty ? null : (
        <section aria-labelledby="guest-title" className="mt-6 rounded-lg border bg-card p-6 text-center">
          <h2 id="guest-title" className="text-lg font-semibold">
            {t("guestTitle")}
          </h2>
          <p className="mt-1 text-muted-foreground">{t("guestText")}</p>
          <Button asChild className="mt-4">
            <Link href="/auth">{t("guestCta")}</Link>
          </Button>
        </section>
      )}
      <LevelPanel loyalty={loyalty} />
      <section aria-labelledby="all-title" className="mt-10">
        <h2 id="all-title" className="mb-4 text-xl font-semibold">
          {t("allTitle")}
        </h2>
        {achievements.length === 0 ? (
          <p className="text-muted-foreground">{t("empty")}</p>
        ) : (
          <AchievementBoard items={achievements} unlocked={loyalty?.unlocked ?? {}} progress={progress} />
        )}
      </section>
    </div>
  );
}

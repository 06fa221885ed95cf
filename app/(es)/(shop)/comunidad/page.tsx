import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { connection } from "next/server";
import { getTranslations } from "@/lib/i18n/server";
import { MyPosition } from "@/components/community/my-position";
import { ClientMessages } from "@/components/layout/client-messages";
import { listAchievements } from "@/lib/data/accounts/achievements";
import { getAchievementHolders, getCommunityActivity, getCommunityRanking } from "@/lib/data/catalogue/community";
import { getReferralMinimumCents } from "@/lib/data/accounts/referrals";
import { SITE_OG_IMAGE } from "@/lib/seo/info-pages";
import { createMetadata } from "@/lib/seo/metadata";
import { communityTabs } from "./_components/community-panels";
import { CommunityTabs } from "./_components/community-tabs";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("communityPage");
  // The heading already names the brand: no " | CuponGT" template after it.
  return createMetadata({
    title: t("title"),
    absoluteTitle: true,
    description: t("description"),
    path: "/comunidad",
    image: SITE_OG_IMAGE,
  });
}

/**
 * Rendered on request (never at build, which has no database), from cached public reads (the
 * coupons tag, revalidated by purchases and reviews): the HTML is the same for everybody. The
 * signed-in user's position and referral link are islands that ask for their own figures.
 */
export default async function CommunityPage() {
  await connection();
  const t = await getTranslations("communityPage");
  const [ranking, activity, achievements, holders, referralMinimumCents] = await Promise.all([
    getCommunityRanking(20),
    getCommunityActivity(20),
    listAchievements(),
    getAchievementHolders(),
    getReferralMinimumCents(),
  ]);
  const tabs = await communityTabs({ ranking, activity, achievements, holders, referralMinimumCents });
  const guest = (
    <>
      <p className="mt-1 text-sm text-muted-foreground">{t("position.guest")}</p>
      <Link href="/auth" className="mt-2 inline-block text-sm font-medium text-primary hover:underline">
        {t("position.cta")}
      </Link>
    </>
  );
  return (
    <ClientMessages namespaces={["communityPage.position", "communityPage.referrals"]}>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("lead")}</p>
        <aside aria-labelledby="position-title" className="mt-6 rounded-lg border bg-card p-4">
          <h2 id="position-title" className="font-semibold">
            {t("position.title")}
          </h2>
          <MyPosition guest={guest} />
        </aside>
        <CommunityTabs label={t("tabsLabel")} tabs={tabs} />
      </div>
    </ClientMessages>
  );
}

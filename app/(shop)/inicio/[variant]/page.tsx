import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/i18n/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { createMetadata } from "@/lib/seo/metadata";
import { HomeView } from "../_components/home-view";

// The home, served at "/" through the rewrite in next.config.ts (/inicio/* itself is a 404:
// proxy.ts). It is the same for every visitor, so it is cached as a static page and regenerated in
// the background every 30 s (incremental static regeneration): a phone gets finished HTML at
// static-file speed. It lives under a dynamic segment with no params listed so that `next build`
// never renders it (the build must not open the database); the first request renders it.
// Per-visitor bits are client islands. A URL with q, cat or loc is rewritten to
// ../resultados/page.tsx (dynamic) instead: README, Architecture, says why two files.
export const revalidate = 30;
export const dynamicParams = true;
const HOME_VARIANTS = ["default"] as const;

export function generateStaticParams(): { variant: string }[] {
  return [];
}

interface HomePageProps {
  params: Promise<{ variant: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return createMetadata({ title: t("defaultTitle"), description: t("defaultDescription"), path: "/", absoluteTitle: true });
}

export default async function HomePage({ params }: HomePageProps) {
  const { variant } = await params;
  if (!(HOME_VARIANTS as readonly string[]).includes(variant)) notFound();
  // Only the keys the countdown and loyalty islands translate (0.6 KB of the namespace's 4.4 KB):
  // tests/unit/lib/i18n/client-messages.test.ts checks each key they use is here.
  return (
    <ClientMessages namespaces={["home.countdownLabel", "home.countdownDone", "home.countdownDays", "home.countdownUnits", "home.loyaltyGreeting", "home.loyaltyLevel", "home.loyaltyPoints", "home.loyaltyStreak", "home.loyaltyProgress", "home.loyaltySeeAll", "loyalty.noneYet", "loyalty.recentTitle", "loyalty.whatsappMessage", "loyalty.copied", "loyalty.copyFailed", "loyalty.referralText", "loyalty.referralLinkLabel", "loyalty.copy", "loyalty.whatsapp", "loyalty.referralsCount"]}>
      <HomeView />
    </ClientMessages>
  );
}

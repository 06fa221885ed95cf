import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EnglishHomeMessages } from "@/app/(es)/(shop)/inicio/_components/home-messages-en";
import { CACHED_SEGMENT, cachedHomeMetadata } from "@/app/(es)/(shop)/inicio/_components/home-pages";
import { HomeView } from "@/app/(es)/(shop)/inicio/_components/home-view";
import { englishPageWithPrices } from "@/lib/i18n/english-page";
import { setPageLocale } from "@/lib/i18n/page-locale";

// The English home's cached page: /en, rewritten here by next.config.ts (HOME_EN in lib/routes.ts),
// cached and regenerated like the Spanish one (app/(es)/(shop)/inicio/[cacheada]/page.tsx says why).
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { cacheada: string }[] {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  setPageLocale("en");
  return cachedHomeMetadata();
}

async function EnglishHomePage({ params }: { params: Promise<{ cacheada: string }> }) {
  setPageLocale("en");
  if ((await params).cacheada !== CACHED_SEGMENT) notFound();
  return (
    <EnglishHomeMessages>
      <HomeView />
    </EnglishHomeMessages>
  );
}

export default englishPageWithPrices(EnglishHomePage);

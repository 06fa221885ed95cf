import type { Metadata } from "next";
import { EnglishHomeMessages } from "@/app/(es)/(shop)/inicio/_components/home-messages-en";
import {
  filteredHomeMetadata,
  homeResults,
  readHomeFilters,
  type SearchParams,
} from "@/app/(es)/(shop)/inicio/_components/home-pages";
import { HomeView } from "@/app/(es)/(shop)/inicio/_components/home-view";
import { ResultsSection } from "@/app/(es)/(shop)/inicio/_components/results-section";
import { englishPageWithPrices } from "@/lib/i18n/english-page";
import { setPageLocale } from "@/lib/i18n/page-locale";

// The English home with a search (/en?q=…, rewritten here by next.config.ts): per request, noindex.
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  setPageLocale("en");
  return filteredHomeMetadata(searchParams);
}

async function EnglishHomeResultsPage({ searchParams }: { searchParams: SearchParams }) {
  setPageLocale("en");
  const filters = await readHomeFilters(searchParams);
  const page = await homeResults(filters);
  return (
    <EnglishHomeMessages>
      <HomeView filters={filters} results={<ResultsSection filters={filters} page={page} />} />
    </EnglishHomeMessages>
  );
}

export default englishPageWithPrices(EnglishHomeResultsPage);

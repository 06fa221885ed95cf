import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HomeView } from "@/app/inicio/_components/home-view";
import { ResultsSection, type HomeFilters } from "@/app/inicio/_components/results-section";
import { searchCoupons } from "@/lib/data/search";
import { HOME_PREVIEW_SIZE, SEARCH_SORTS, parseSort, textParam } from "@/lib/domain/search";
import { createMetadata } from "@/lib/seo/metadata";

// "/" with q, cat or loc (rewritten here by next.config.ts): the same home plus the results of
// the search. Dynamic, since it reads the query; noindex, canonical to the clean home.

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function readFilters(searchParams: SearchParams): Promise<HomeFilters> {
  const sp = await searchParams;
  return {
    q: textParam(sp.q),
    cat: textParam(sp.cat, 40),
    loc: textParam(sp.loc),
    sort: parseSort(Array.isArray(sp.sort) ? sp.sort[0] : sp.sort, SEARCH_SORTS, "relevancia"),
  };
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { q } = await readFilters(searchParams);
  const t = await getTranslations("homeResults");
  return createMetadata({
    title: q ? t("metaTitle", { q }) : t("metaTitleNoQuery"),
    description: q ? t("metaDescription", { q }) : t("metaDescriptionNoQuery"),
    path: "/",
    noIndex: true,
  });
}

export default async function HomeResultsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = await readFilters(searchParams);
  const page = await searchCoupons({
    q: filters.q || undefined,
    category: filters.cat || undefined,
    location: filters.loc || undefined,
    sort: filters.sort,
    pageSize: HOME_PREVIEW_SIZE,
  });
  return <HomeView filters={filters} results={<ResultsSection filters={filters} page={page} />} />;
}

import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { HomeMessages } from "../_components/home-messages";
import { HomeView } from "../_components/home-view";
import { ResultsSection, type HomeFilters } from "../_components/results-section";
import { searchCoupons } from "@/lib/data/search/search";
import { getCategory } from "@/lib/domain/categories";
import { HOME_PREVIEW_SIZE } from "@/lib/domain/search";
import { parseHomeSearchState } from "@/lib/domain/url-state/search";
import { createMetadata } from "@/lib/seo/metadata";

// The home's per-request page: "/" with q, cat or loc (next.config.ts rewrites it here, HOME in
// lib/routes.ts; /inicio/filtrada itself is a 404, proxy.ts): the same home plus the results of
// the search. Dynamic, since it reads the query; noindex, canonical to the clean home. The clean
// "/" is the cached ../[cacheada]/page.tsx.

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function readFilters(searchParams: SearchParams): Promise<HomeFilters> {
  return parseHomeSearchState(await searchParams);
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const filters = await readFilters(searchParams);
  const t = await getTranslations("homeResults");
  // The title names what was asked for: the query, then the category and location appended.
  const subject = [filters.q, filters.cat ? getCategory(filters.cat)?.name : undefined, filters.loc]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" · ");
  return createMetadata({
    title: subject ? t("metaTitle", { q: subject }) : t("metaTitleNoQuery"),
    description: subject ? t("metaDescription", { q: subject }) : t("metaDescriptionNoQuery"),
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
  return (
    <HomeMessages>
      <HomeView filters={filters} results={<ResultsSection filters={filters} page={page} />} />
    </HomeMessages>
  );
}

import type { Metadata } from "next";
import { HomeMessages } from "../_components/home-messages";
import { filteredHomeMetadata, homeResults, readHomeFilters, type SearchParams } from "../_components/home-pages";
import { HomeView } from "../_components/home-view";
import { ResultsSection } from "../_components/results-section";

// The home's per-request page: "/" with q, cat or loc (next.config.ts rewrites it here, HOME in
// lib/routes.ts; /inicio/filtrada itself is a 404, proxy.ts): the same home plus the results of
// the search. Dynamic, since it reads the query; noindex, canonical to the clean home. The clean
// "/" is the cached ../[cacheada]/page.tsx.

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return filteredHomeMetadata(searchParams);
}

export default async function HomeResultsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = await readHomeFilters(searchParams);
  const page = await homeResults(filters);
  return (
    <HomeMessages>
      <HomeView filters={filters} results={<ResultsSection filters={filters} page={page} />} />
    </HomeMessages>
  );
}

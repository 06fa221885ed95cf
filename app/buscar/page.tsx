import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CouponItemListJsonLd } from "@/components/search/item-list-json-ld";
import { countCouponsByCategoryAndSub, searchCoupons } from "@/lib/data/search";
import { createMetadata } from "@/lib/seo/metadata";
import { SearchCategoryTiles } from "./_components/search-category-tiles";
import { SearchForm } from "./_components/search-form";
import { SearchHero } from "./_components/search-hero";
import { hasFilter, parseSearchState, type SearchParamsInput } from "./_components/search-params";
import { SearchResults } from "./_components/search-results";

// /buscar reads its query string, so it renders per request (never at build time).
interface SearchPageProps {
  searchParams: Promise<SearchParamsInput>;
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const [t, sp] = await Promise.all([getTranslations("searchPage"), searchParams]);
  const state = parseSearchState(sp);
  // The results for one search term are a page of their own (people search "pizza en zona 10"
  // and land here): indexable, canonical to /buscar?q=term. Any other filter, sort, page or view
  // is a duplicate of that or of /buscar: noindex, canonical to the clean URL.
  const term = state.q.trim().toLowerCase();
  const termOnly = Boolean(term) && term.length <= 60 && !state.cat && !state.loc;
  const clean = termOnly ? `/buscar?q=${encodeURIComponent(term)}` : "/buscar";
  const duplicate = (hasFilter(state) && !termOnly) || state.page > 1 || state.sort !== "relevancia" || state.view !== "grid";
  return createMetadata({
    title: state.q ? t("titleWithQuery", { q: state.q }) : t("title"),
    description: state.q ? t("descriptionWithQuery", { q: state.q }) : t("description"),
    path: clean,
    noIndex: duplicate,
  });
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const state = parseSearchState(await searchParams);
  const [t, result, counts] = await Promise.all([
    getTranslations("searchPage"),
    searchCoupons({ q: state.q, category: state.cat || undefined, location: state.loc, sort: state.sort, page: state.page }),
    countCouponsByCategoryAndSub(),
  ]);
  const offers = Object.values(counts).reduce((sum, c) => sum + (c._all ?? 0), 0);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 md:px-6">
      <SearchHero offers={offers} />
      <SearchForm state={state} />
      {!hasFilter(state) && <SearchCategoryTiles counts={counts} />}
      <SearchResults result={result} state={state} />
      <CouponItemListJsonLd items={result.items} offset={(result.page - 1) * result.pageSize} name={state.q ? t("titleWithQuery", { q: state.q }) : t("title")} />
    </div>
  );
}

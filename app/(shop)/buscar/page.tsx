import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CouponItemListJsonLd } from "@/components/search/item-list-json-ld";
import { countCouponsByCategoryAndSub, searchCoupons } from "@/lib/data/search";
import type { RawParams } from "@/lib/domain/url-state/fields";
import { hasFilter, parseSearchState, searchCanonical } from "@/lib/domain/url-state/search";
import { createMetadata } from "@/lib/seo/metadata";
import { SearchCategoryTiles } from "./_components/search-category-tiles";
import { SearchForm } from "./_components/search-form";
import { SearchHero } from "./_components/search-hero";
import { SearchResults } from "./_components/search-results";

// /buscar reads its query string, so it renders per request (never at build time).
interface SearchPageProps {
  searchParams: Promise<RawParams>;
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const [t, sp] = await Promise.all([getTranslations("searchPage"), searchParams]);
  const state = parseSearchState(sp);
  // One search term's results are indexable with their own canonical; the rest is noindex.
  const { path, noIndex } = searchCanonical(state);
  return createMetadata({
    title: state.q ? t("titleWithQuery", { q: state.q }) : t("title"),
    description: state.q ? t("descriptionWithQuery", { q: state.q }) : t("description"),
    path,
    noIndex,
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

import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { CouponItemListJsonLd } from "@/components/search/item-list-json-ld";
import { getSearchHeading } from "@/components/search/search-heading";
import { SubmitPlaceholders } from "@/components/search/submit-placeholders";
import { countCouponsByCategoryAndSub, searchCoupons } from "@/lib/data/search/search";
import { CURSOR_PARAM, cursorParam } from "@/lib/domain/search-paging";
import type { RawParams } from "@/lib/domain/url-state/fields";
import { nearQuery } from "@/lib/domain/url-state/near";
import { hasFilter, parseSearchState, SEARCH_PATH, searchCanonical, searchHref } from "@/lib/domain/url-state/search";
import { NearMe } from "@/components/geo/near-me";
import { createMetadata } from "@/lib/seo/metadata";
import { SearchCategoryTiles } from "./search-category-tiles";
import { SearchForm } from "./search-form";
import { SearchHero } from "./search-hero";
import { SearchResults } from "./search-results";

// The /buscar page for a query string, shared by the per-request page (../page.tsx) and the cached
// page of a search term alone (../termino/[term]/page.tsx).

export async function searchMetadata(sp: RawParams): Promise<Metadata> {
  const t = await getTranslations("searchPage");
  const state = parseSearchState(sp);
  // One search term's results are indexable with their own canonical; the rest is noindex.
  const { path, noIndex } = searchCanonical(state);
  return createMetadata({
    // The query, category and location, as the page's heading says them, so a shared result reads
    // as what it is.
    title: hasFilter(state) ? await getSearchHeading(state) : t("title"),
    description: state.q ? t("descriptionWithQuery", { q: state.q }) : t("description"),
    path,
    noIndex,
  });
}

export async function SearchView({ sp }: { sp: RawParams }) {
  const state = parseSearchState(sp);
  // ?desde=: the keyset cursor of a page past the numbered ones (lib/domain/search-paging.ts).
  const cursor = cursorParam(sp[CURSOR_PARAM]);
  const [t, result, counts] = await Promise.all([
    getTranslations("searchPage"),
    searchCoupons({
      q: state.q,
      category: state.cat || undefined,
      location: state.loc,
      sort: state.sort,
      page: state.page,
      cursor,
      near: nearQuery(state),
    }),
    countCouponsByCategoryAndSub(),
  ]);
  const filtered = hasFilter(state);
  // Unfiltered and without a position, the results are every active offer: the hero takes their
  // count, so the page never shows two numbers from two caches refreshed at different moments.
  const allOffers = !filtered && !state.cerca && !result.totalBounded;
  const offers = allOffers ? result.total : Object.values(counts).reduce((sum, c) => sum + (c._all ?? 0), 0);
  const heading = await getSearchHeading(state, t("heroTitle"));
  return (
    <div
      className={`mx-auto flex w-full max-w-7xl flex-col px-4 md:px-6 ${filtered ? "gap-4 py-4 md:gap-8 md:py-6" : "gap-8 py-6"}`}
    >
      {/* With a search the hero is just its heading, so the first results show on a phone's first screen. */}
      <SearchHero offers={offers} heading={heading} compact={filtered} />
      <SearchForm state={state} />
      <NearMe path={SEARCH_PATH} state={state} hrefFor={(change) => searchHref(state, { ...change, page: 1 })} />
      <SubmitPlaceholders count={filtered ? 8 : 11} shape={filtered ? "card" : "tile"} label={t("loading")} />
      {!hasFilter(state) && <SearchCategoryTiles counts={counts} />}
      <SearchResults result={result} state={state} />
      <CouponItemListJsonLd
        items={result.items}
        offset={(result.page - 1) * result.pageSize}
        name={filtered ? heading : t("title")}
      />
    </div>
  );
}

import type { BreadcrumbList } from "schema-dts";
import { getTranslations } from "@/lib/i18n/server";
import { CouponResults } from "@/components/search/coupon-results";
import { CouponItemListJsonLd } from "@/components/search/item-list-json-ld";
import { PaginationNav } from "@/components/search/pagination-nav";
import { SortLinks } from "@/components/search/sort-links";
import { ViewToggle } from "@/components/search/view-toggle";
import { JsonLd } from "@/components/seo/json-ld";
import { countCouponsByCategoryAndSub, searchCoupons } from "@/lib/data/search/search";
import type { Category } from "@/lib/domain/categories";
import { categoryHref, SEARCH_SORTS, searchHref, type CategoryState } from "@/lib/domain/url-state/search";
import { nearQuery } from "@/lib/domain/url-state/near";
import { absoluteUrl } from "@/lib/seo/metadata";
import { NearMe } from "@/components/geo/near-me";
import { CategoryEmpty } from "./category-empty";
import { CategoryHero } from "./category-hero";
import { SubcategoryNav } from "./subcategory-nav";
import { SubmitPlaceholders } from "@/components/search/submit-placeholders";

/** The category page, shared by the cached /categoria/{id} and its filtered dynamic twin. */
export async function CategoryView({
  category,
  state,
  cursor,
}: {
  category: Category;
  state: CategoryState;
  cursor?: string;
}) {
  const [t, tb, result, all, counts] = await Promise.all([
    getTranslations("categoryPage"),
    getTranslations("searchPage"),
    searchCoupons({
      q: state.q || undefined,
      category: category.id,
      subcategory: state.sub || undefined,
      sort: state.sort,
      page: state.page,
      cursor,
      near: nearQuery(state),
    }),
    // 'Todas' counts what the unfiltered page lists (the category and its keywords).
    searchCoupons({ category: category.id, pageSize: 1 }),
    countCouponsByCategoryAndSub(),
  ]);
  const current = { ...state, page: result.page };
  // Past the count bound the keyword-inclusive total is unknown: 'Todas' then shows the category's
  // own exact count (the grouped count), a lower bound, rather than the bound itself.
  const ownCount = counts[category.id]?._all ?? 0;
  const subCounts = {
    ...(counts[category.id] ?? {}),
    _all: all.totalBounded ? Math.max(ownCount, all.total) : all.total,
  };
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6">
      <CategoryHero
        category={category}
        total={result.total}
        totalBounded={result.totalBounded}
        countBound={result.countBound}
        state={state}
      />
      <SubcategoryNav category={category} counts={subCounts} state={state} />
      <NearMe
        path={`/categoria/${category.id}`}
        state={state}
        hrefFor={(change) => categoryHref(category.id, state, { ...change, page: 1 })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Near me sorts by distance: no other order applies. */}
        {!state.cerca && (
          <SortLinks
            label={t("sortLabel")}
            current={state.sort}
            options={SEARCH_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
            hrefFor={(sort) => categoryHref(category.id, state, { sort, page: 1 })}
          />
        )}
        <ViewToggle view={state.view} hrefFor={(view) => categoryHref(category.id, current, { view })} />
      </div>
      <SubmitPlaceholders count={6} label={t("loading")} showLabel />
      {result.total === 0 ? (
        <CategoryEmpty id={category.id} filtered={Boolean(state.sub || state.q)} />
      ) : (
        <section aria-labelledby="results-title" className="flex flex-col gap-6">
          {/* The cards' titles are h3: an h2 between them and the hero's h1 keeps the outline. */}
          <h2 id="results-title" className="sr-only">
            {tb("resultsTitle")}
          </h2>
          <CouponResults items={result.items} view={state.view} />
          <PaginationNav
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(page) => categoryHref(category.id, current, { page })}
            nextCursor={result.nextCursor}
            prevCursor={result.prevCursor}
          />
        </section>
      )}
      <JsonLd<BreadcrumbList>
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: tb("breadcrumbHome"), item: absoluteUrl("/") },
            { "@type": "ListItem", position: 2, name: tb("title"), item: absoluteUrl(searchHref()) },
            { "@type": "ListItem", position: 3, name: category.name, item: absoluteUrl(categoryHref(category.id)) },
          ],
        }}
      />
      <CouponItemListJsonLd items={result.items} offset={(result.page - 1) * result.pageSize} name={category.name} />
    </div>
  );
}

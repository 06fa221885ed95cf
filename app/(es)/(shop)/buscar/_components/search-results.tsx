import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { CouponResults } from "@/components/search/coupon-results";
import { PaginationNav } from "@/components/search/pagination-nav";
import { SortLinks } from "@/components/search/sort-links";
import { totalArg } from "@/components/search/total-label";
import { ViewToggle } from "@/components/search/view-toggle";
import type { CouponPage } from "@/lib/data/search/conditions";
import { SEARCH_SORTS, searchHref, type SearchState } from "@/lib/domain/url-state/search";

/** Toolbar ('Mostrando…', sort, view), the results or the empty state, and the pagination. */
export async function SearchResults({ result, state }: { result: CouponPage; state: SearchState }) {
  const t = await getTranslations("searchPage");
  const current = { ...state, page: result.page };
  if (result.total === 0) {
    return (
      <section
        className="flex flex-col items-center gap-3 rounded-2xl border border-dashed p-10 text-center"
        data-testid="search-empty"
      >
        <h2 className="text-xl font-semibold">{t("emptyTitle")}</h2>
        <p className="text-muted-foreground">{t("emptyText")}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Link href={searchHref()} className="rounded-md border px-4 py-2 text-sm font-medium hover:bg-accent">
            {t("clearFilters")}
          </Link>
          <Link
            href="/"
            className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          >
            {t("explore")}
          </Link>
        </div>
      </section>
    );
  }
  const from = (result.page - 1) * result.pageSize + 1;
  const to = from + result.items.length - 1;
  return (
    <section aria-labelledby="results-title" className="flex flex-col gap-4">
      <h2 id="results-title" className="sr-only">
        {t("resultsTitle")}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="search-showing">
          {t("showing", { from, to, total: await totalArg(result) })}
        </p>
        <ViewToggle view={state.view} hrefFor={(view) => searchHref(current, { view })} />
      </div>
      {/* Near me sorts by distance: no other order applies. */}
      {!state.cerca && (
        <SortLinks
          label={t("sortLabel")}
          current={state.sort}
          options={SEARCH_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
          hrefFor={(sort) => searchHref(state, { sort, page: 1 })}
        />
      )}
      <CouponResults items={result.items} view={state.view} />
      <PaginationNav
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={(page) => searchHref(current, { page })}
        nextCursor={result.nextCursor}
        prevCursor={result.prevCursor}
      />
    </section>
  );
}

import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { CouponCards } from "@/components/coupons/coupon-card";
import { SubmitPlaceholders } from "@/components/search/submit-placeholders";
import type { CouponPage } from "@/lib/data/search/conditions";
import { getCategory } from "@/lib/i18n/page-categories";
import { HOME_PREVIEW_SIZE, POPULAR_TERMS } from "@/lib/domain/search";
import { homeHref, SEARCH_SORTS, searchHref, type HomeSearchState } from "@/lib/domain/url-state/search";
import { SortSelect } from "./sort-select";
import { totalArg } from "@/components/search/total-label";
import { pageHref } from "@/lib/i18n/page-href";

export type HomeFilters = HomeSearchState;

/** The results of a search from the home (q, cat, loc): the first 6 in a masonry grid. */
export async function ResultsSection({ filters, page }: { filters: HomeFilters; page: CouponPage }) {
  const t = await getTranslations("homeResults");
  const { q, cat, loc, sort } = filters;
  const catName = cat ? (getCategory(cat)?.name ?? cat) : "";
  const shown = Math.min(page.items.length, HOME_PREVIEW_SIZE);
  const total = await totalArg(page);
  return (
    <section id="resultados" aria-labelledby="resultados-title" className="scroll-mt-24">
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="resultados-title" className="text-2xl font-bold">
            {q ? t("titleFor", { q }) : t("title")}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="results-count">
            {t("count", { shown, total })}
            {q && t("countQuery", { q })}
            {loc && t("countLocation", { loc })}
            {catName && t("countCategory", { cat: catName })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <form action={pageHref("/")} method="get" className="flex items-center gap-2">
            {q && <input type="hidden" name="q" value={q} />}
            {cat && <input type="hidden" name="cat" value={cat} />}
            {loc && <input type="hidden" name="loc" value={loc} />}
            <label htmlFor="results-sort" className="text-sm">
              {t("sortLabel")}
            </label>
            <SortSelect
              id="results-sort"
              name="sort"
              defaultValue={sort}
              className="h-10 rounded-lg border bg-background px-2 text-sm"
            >
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sorts.${s}`)}
                </option>
              ))}
            </SortSelect>
            <button type="submit" className="h-10 rounded-lg border px-3 text-sm font-medium hover:bg-muted">
              {t("sortApply")}
            </button>
          </form>
          <Link href="/" className="text-sm font-medium text-primary hover:underline">
            {t("clear")}
          </Link>
        </div>
      </div>
      <SubmitPlaceholders count={HOME_PREVIEW_SIZE} label={t("loading")} />
      {page.total === 0 ? (
        <div className="rounded-xl border border-dashed p-8 text-center">
          <p className="text-lg font-semibold">{t("emptyTitle")}</p>
          <p className="mt-1 text-muted-foreground">{t("emptyText")}</p>
          <ul className="mt-4 flex flex-wrap justify-center gap-2" data-testid="popular-terms">
            {POPULAR_TERMS.slice(0, 6).map((term) => (
              <li key={term}>
                <Link
                  href={homeHref({ q: term })}
                  className="inline-flex h-10 items-center rounded-full border px-4 text-sm hover:bg-muted"
                >
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <div className="columns-1 gap-4 sm:columns-2 lg:columns-3" data-testid="results-grid">
            <CouponCards
              coupons={page.items.slice(0, HOME_PREVIEW_SIZE)}
              eagerFirst={2}
              item={{ className: "mb-4 break-inside-avoid", div: true }}
            />
          </div>
          {page.total > HOME_PREVIEW_SIZE && (
            <div className="mt-2 text-center">
              <Link
                href={searchHref({ q, cat, loc })}
                className="inline-flex h-11 items-center rounded-lg bg-primary px-5 font-semibold text-primary-foreground hover:brightness-110"
              >
                {t("seeAll", { n: total })}
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}

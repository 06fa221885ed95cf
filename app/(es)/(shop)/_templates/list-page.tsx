import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { CouponCards } from "@/components/coupons/coupon-card";
import { ClearableInput } from "@/components/search/clearable-input";
import { CouponItemListJsonLd } from "@/components/search/item-list-json-ld";
import { PaginationNav } from "@/components/search/pagination-nav";
import { SubmitPlaceholders } from "@/components/search/submit-placeholders";
import { searchCoupons } from "@/lib/data/search/search";
import { COUNT_BOUND_LABEL, CURSOR_PARAM, cursorParam } from "@/lib/domain/search-paging";
import {
  LIST_CATEGORIES,
  LIST_PAGES,
  listHref,
  parseListState,
  type ListPageId,
} from "@/lib/domain/url-state/listings";
import { LIST_PAGE_SIZE, LIST_SORT_TO_QUERY, type ListParams } from "./list-page-config";
import { pageHref } from "@/lib/i18n/page-href";

const field = "h-9 rounded-md border bg-background px-3 text-sm";

/** /populares, /mas-visitados and /recien-llegados: one GET filter form and a grid of real coupons. */
export async function ListPage({ id, searchParams }: { id: ListPageId; searchParams: ListParams }) {
  const state = parseListState(id, searchParams);
  const [t, tc, result] = await Promise.all([
    getTranslations("listPages"),
    getTranslations("searchCounts"),
    searchCoupons({
      q: state.q,
      category: state.cat,
      sort: LIST_SORT_TO_QUERY[state.sort],
      page: state.page,
      pageSize: LIST_PAGE_SIZE,
      cursor: cursorParam(searchParams[CURSOR_PARAM]),
    }),
  ]);
  const current = { ...state, page: result.page };
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t(`${id}.title`)}</h1>
      {/* Keyed by the URL state, so 'Limpiar filtros' and 'Borrar búsqueda' also empty the fields. */}
      <form
        key={`${state.q}|${state.cat}|${state.sort}`}
        action={pageHref(`/${id}`)}
        method="get"
        role="search"
        className="grid gap-3 rounded-2xl border bg-card p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <ClearableInput
          type="search"
          name="q"
          defaultValue={state.q}
          aria-label={t("searchLabel")}
          placeholder={t("searchPlaceholder")}
          clearLabel={t("clearSearch")}
          clearHref={listHref(id, state, { q: "", page: 1 })}
        />
        <select name="cat" defaultValue={state.cat} aria-label={t("categoryLabel")} className={field}>
          {LIST_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
        <select name="sort" defaultValue={state.sort} aria-label={t("sortLabel")} className={field}>
          {LIST_PAGES[id].sorts.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="h-9 rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
        >
          {t("apply")}
        </button>
      </form>
      <SubmitPlaceholders count={8} label={t("loading")} />
      <p className="text-sm text-muted-foreground" data-testid="list-count">
        {result.totalBounded ? tc("moreThanOffers", { bound: COUNT_BOUND_LABEL }) : t("count", { n: result.total })}
      </p>
      {result.total === 0 ? (
        <section
          className="flex flex-col items-center gap-3 rounded-2xl border border-dashed p-10 text-center"
          data-testid="list-empty"
        >
          <h2 className="text-xl font-semibold">{t("emptyTitle")}</h2>
          <p className="text-muted-foreground">{t("emptyText")}</p>
          <Link href={listHref(id)} className="rounded-md border px-4 py-2 text-sm font-medium hover:bg-accent">
            {t("clearFilters")}
          </Link>
        </section>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            <CouponCards coupons={result.items} eagerFirst={2} item={{ className: "flex [&>article]:flex-1" }} />
          </ul>
          <PaginationNav
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(page) => listHref(id, current, { page })}
            nextCursor={result.nextCursor}
            prevCursor={result.prevCursor}
          />
        </>
      )}
      <CouponItemListJsonLd items={result.items} offset={(result.page - 1) * result.pageSize} name={t(`${id}.title`)} />
    </div>
  );
}

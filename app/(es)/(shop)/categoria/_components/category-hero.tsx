import { writeNear } from "@/lib/domain/url-state/near";
import { getTranslations } from "@/lib/i18n/server";
import { CategoryIcon } from "@/components/layout/category-icon";
import type { Category } from "@/lib/domain/categories";
import { categoryHref, type CategoryState } from "@/lib/domain/url-state/search";
import { darkenForWhiteText } from "@/lib/domain/color";
import { MAX_QUERY_LENGTH } from "@/lib/domain/search";
import { countBoundLabel } from "@/lib/domain/search-paging";
import { pageHref } from "@/lib/i18n/page-href";

/** Hero in the category's colour (darkened where white text would not read on it), with its icon, description, search box and the design's fixed figures (static text, not data). */
export async function CategoryHero({
  category,
  total,
  totalBounded = false,
  countBound,
  state,
}: {
  category: Category;
  total: number;
  totalBounded?: boolean;
  /** The bound a bounded total passed (lib/data/search/search.ts CouponPage). */
  countBound?: number;
  state: CategoryState;
}) {
  const t = await getTranslations("categoryPage");
  const tc = await getTranslations("searchCounts");
  return (
    <section
      className="rounded-2xl px-4 py-6 text-white md:px-8"
      style={{ backgroundColor: darkenForWhiteText(category.color) }}
    >
      <div className="flex items-center gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-white/20">
          <CategoryIcon name={category.icon} className="h-6 w-6" />
        </span>
        <h1 className="text-2xl font-bold md:text-3xl">{category.name}</h1>
      </div>
      <p className="mt-2 max-w-2xl">{category.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm">
        <li className="rounded-full bg-black/20 px-3 py-1 font-semibold" data-testid="category-count">
          {totalBounded ? tc("moreThanOffers", { bound: countBoundLabel(countBound) }) : t("count", { n: total })}
        </li>
        <li className="rounded-full bg-black/20 px-3 py-1">
          {t("statDiscount")}: {t("statDiscountValue")}
        </li>
        <li className="rounded-full bg-black/20 px-3 py-1">{t("statRatingValue")}</li>
        <li className="rounded-full bg-black/20 px-3 py-1">{t("updated")}</li>
      </ul>
      {/* A search within the category, on the category page itself (its filtered twin:
          ?q= is rewritten to /categoria/{id}/filtrada, noindex). The subcategory and sort stay. */}
      <form
        key={state.q}
        action={pageHref(categoryHref(category.id))}
        method="get"
        role="search"
        className="mt-4 flex max-w-xl gap-2"
      >
        {state.sub && <input type="hidden" name="sub" value={state.sub} />}
        {state.sort !== "relevancia" && <input type="hidden" name="sort" value={state.sort} />}
        {state.view !== "grid" && <input type="hidden" name="view" value={state.view} />}
        {state.cerca && <input type="hidden" name="cerca" value={writeNear(state.cerca)} />}
        {state.cerca && <input type="hidden" name="radio" value={state.radio} />}
        <input
          type="search"
          name="q"
          defaultValue={state.q}
          maxLength={MAX_QUERY_LENGTH}
          aria-label={t("searchLabel", { name: category.name })}
          placeholder={t("searchPlaceholder")}
          className="h-11 flex-1 rounded-md border-0 bg-white px-3 text-sm text-foreground"
        />
        <button type="submit" className="h-11 rounded-md bg-foreground px-4 text-sm font-semibold text-background">
          {t("searchSubmit")}
        </button>
      </form>
    </section>
  );
}

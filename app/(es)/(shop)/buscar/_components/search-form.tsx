import { getTranslations } from "@/lib/i18n/server";
import { ClearableInput } from "@/components/search/clearable-input";
import { SearchQueryField } from "@/components/search/search-query-field";
import { getCategory } from "@/lib/i18n/page-categories";
import { POPULAR_TERMS } from "@/lib/domain/search";
import { DEFAULT_RADIUS_KM, writeNear } from "@/lib/domain/url-state/near";
import { SEARCH_SELECT_CATEGORIES, type SearchState } from "@/lib/domain/url-state/search";
import { pageHref } from "@/lib/i18n/page-href";

/** The /buscar bar: a GET form (works without JavaScript) with a suggesting query field. */
export async function SearchForm({ state }: { state: SearchState }) {
  const t = await getTranslations("searchPage");
  // A catalogue id arriving from a category page ('salud-bienestar') stays selectable.
  const extra =
    state.cat && !(SEARCH_SELECT_CATEGORIES as readonly string[]).includes(state.cat)
      ? getCategory(state.cat)
      : undefined;
  return (
    // Keyed by the URL state: a client navigation ('Limpiar filtros', a new search) remounts the
    // fields with the new values instead of keeping what was typed.
    <form
      key={`${state.q}|${state.cat}|${state.loc}`}
      action={pageHref("/buscar")}
      method="get"
      role="search"
      className="grid gap-3 rounded-2xl border bg-card p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <SearchQueryField
        name="q"
        defaultValue={state.q}
        label={t("queryLabel")}
        placeholder={t("queryPlaceholder")}
        clearLabel={t("clearQuery")}
        suggestionsLabel={t("suggestions")}
        popularLabel={t("popular")}
        popularTerms={POPULAR_TERMS.slice(0, 6)}
      />
      <select
        name="cat"
        aria-label={t("categoryLabel")}
        defaultValue={state.cat || "all"}
        className="h-9 rounded-md border bg-background px-3 text-sm"
      >
        {SEARCH_SELECT_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`categories.${c}`)}
          </option>
        ))}
        {extra && <option value={extra.id}>{extra.name}</option>}
      </select>
      <ClearableInput
        name="loc"
        type="text"
        defaultValue={state.loc}
        aria-label={t("locationLabel")}
        placeholder={t("locationPlaceholder")}
        clearLabel={t("clearLocation")}
      />
      {state.sort !== "relevancia" && <input type="hidden" name="sort" value={state.sort} />}
      {state.view !== "grid" && <input type="hidden" name="view" value={state.view} />}
      {/* A new search keeps the near-me position and radius. */}
      {state.cerca && <input type="hidden" name="cerca" value={writeNear(state.cerca)} />}
      {state.cerca && state.radio !== DEFAULT_RADIUS_KM && <input type="hidden" name="radio" value={state.radio} />}
      <button
        type="submit"
        className="h-9 rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
      >
        {t("submit")}
      </button>
    </form>
  );
}

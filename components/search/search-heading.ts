import { getTranslations } from "@/lib/i18n/server";
import { getCategory } from "@/lib/domain/categories";
import { searchHeading } from "@/lib/domain/search-heading";
import { SEARCH_SELECT_CATEGORIES } from "@/lib/domain/url-state/search";

/** The heading/title of a search (query, category, location), in Spanish (messages 'searchHeading'). */
export async function getSearchHeading(f: { q?: string; cat?: string; loc?: string }, none?: string): Promise<string> {
  const [t, ts] = await Promise.all([getTranslations("searchHeading"), getTranslations("searchPage")]);
  // ?cat= is a catalogue id or one of the /buscar select's values ('spas'): name either as shown.
  const select = (SEARCH_SELECT_CATEGORIES as readonly string[]).includes(f.cat ?? "")
    ? ts(`categories.${f.cat as (typeof SEARCH_SELECT_CATEGORIES)[number]}`)
    : undefined;
  const category = !f.cat || f.cat === "all" ? undefined : (getCategory(f.cat)?.name ?? select ?? f.cat);
  return searchHeading(
    { q: f.q, category, loc: f.loc },
    {
      query: (q) => t("query", { q }),
      category: (category) => t("category", { category }),
      location: (loc) => t("location", { loc }),
      inCategory: (subject, category) => t("inCategory", { subject, category }),
      atLocation: (subject, loc) => t("atLocation", { subject, loc }),
      none: none ?? t("none"),
    },
  );
}

import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { CategoryIcon } from "@/components/layout/category-icon";
import { pageCategories } from "@/lib/i18n/page-categories";
import { categoryHref } from "@/lib/domain/url-state/search";

/** The 12 catalogue categories with their real counts, shown when no filter is set. */
export async function SearchCategoryTiles({ counts }: { counts: Record<string, Record<string, number>> }) {
  const t = await getTranslations("searchPage");
  return (
    <section aria-labelledby="tiles-title">
      <h2 id="tiles-title" className="mb-3 text-xl font-bold">
        {t("tilesTitle")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="category-tiles">
        {pageCategories().map((c) => (
          <li key={c.id}>
            <Link
              href={categoryHref(c.id)}
              className="flex h-full items-center gap-3 rounded-xl border bg-card p-3 transition hover:shadow-md"
            >
              <span
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-white"
                style={{ backgroundColor: c.color }}
              >
                <CategoryIcon name={c.icon} className="h-5 w-5" aria-hidden />
              </span>
              <span className="flex flex-col">
                <span className="text-sm font-semibold">{c.name}</span>
                <span className="text-xs text-muted-foreground">
                  {t("offersCount", { n: counts[c.id]?._all ?? 0 })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

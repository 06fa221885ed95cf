import { writeNear } from "@/lib/domain/url-state/near";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { AutoSubmitSelect } from "@/components/verticals/auto-submit-select";
import { Button } from "@/components/ui/button";
import { getCategory } from "@/lib/i18n/page-categories";
import { DIRECTORY_PATH, DIRECTORY_VIEWS, directoryHref, type DirectoryState } from "@/lib/domain/url-state/listings";
import { cn } from "@/lib/utils";
import { pageHref } from "@/lib/i18n/page-href";

const selectClass = "h-10 rounded-md border bg-background px-2 font-normal";

/** A GET form (works without JavaScript) plus the grid/list links. */
export async function DirectoryFilters({
  p,
  categories,
  cities,
  total,
}: {
  p: DirectoryState;
  categories: string[];
  cities: string[];
  total: number;
}) {
  const t = await getTranslations("directoryPage");
  return (
    <div className="flex flex-col gap-3">
      <form
        method="get"
        action={pageHref(DIRECTORY_PATH)}
        role="search"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        {p.view !== "grid" && <input type="hidden" name="view" value={p.view} />}
        {p.cerca && <input type="hidden" name="cerca" value={writeNear(p.cerca)} />}
        {p.cerca && <input type="hidden" name="radio" value={p.radio} />}
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("searchLabel")}
          <input
            type="search"
            name="q"
            defaultValue={p.q}
            maxLength={100}
            placeholder={t("searchPlaceholder")}
            className="h-10 rounded-md border bg-background px-3 text-base font-normal"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("categoryLabel")}
          <AutoSubmitSelect name="category" defaultValue={p.category} className={selectClass}>
            <option value="">{t("categoryAll")}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {getCategory(c)?.name ?? c}
              </option>
            ))}
          </AutoSubmitSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("cityLabel")}
          <AutoSubmitSelect name="city" defaultValue={p.city} className={selectClass}>
            <option value="">{t("cityAll")}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </AutoSubmitSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("sortLabel")}
          <AutoSubmitSelect name="sort" defaultValue={p.sort} className={selectClass}>
            <option value="featured">{t("sortFeatured")}</option>
            <option value="az">{t("sortAz")}</option>
          </AutoSubmitSelect>
        </label>
        <Button type="submit" className="h-10">
          {t("apply")}
        </Button>
      </form>
      <div className="flex items-center justify-between gap-3">
        <span
          className="rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary"
          data-testid="directory-count"
        >
          {t("count", { count: total })}
        </span>
        <nav aria-label={t("viewLabel")} className="flex gap-1">
          {DIRECTORY_VIEWS.map((v) => (
            <Link
              key={v}
              href={directoryHref(p, { view: v })}
              aria-current={p.view === v ? "true" : undefined}
              className={cn(
                "rounded-md border px-3 py-1 text-sm",
                p.view === v ? "bg-primary text-primary-foreground" : "hover:bg-muted",
              )}
            >
              {t(v)}
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}

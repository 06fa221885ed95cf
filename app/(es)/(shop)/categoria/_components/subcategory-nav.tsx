import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import type { Category } from "@/lib/domain/categories";
import { cn } from "@/lib/utils";
import { categoryHref, type CategoryState } from "@/lib/domain/url-state/search";

/** 'Todas' plus each subcategory with its real count. */
export async function SubcategoryNav({
  category,
  counts,
  state,
}: {
  category: Category;
  counts: Record<string, number>;
  state: CategoryState;
}) {
  const t = await getTranslations("categoryPage");
  const pill = (active: boolean) =>
    cn(
      "rounded-full border px-3 py-1.5 text-sm",
      active ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
    );
  return (
    <nav aria-label={t("subcategories")} className="flex flex-wrap gap-2" data-testid="subcategories">
      <Link
        href={categoryHref(category.id, state, { sub: "", page: 1 })}
        className={pill(!state.sub)}
        aria-current={!state.sub ? "true" : undefined}
      >
        {t("all")} <span data-count={counts._all ?? 0}>({counts._all ?? 0})</span>
      </Link>
      {category.subcategories.map((s) => (
        <Link
          key={s.id}
          href={categoryHref(category.id, state, { sub: s.id, page: 1 })}
          className={pill(state.sub === s.id)}
          aria-current={state.sub === s.id ? "true" : undefined}
          data-sub={s.id}
        >
          {s.name} <span data-count={counts[s.id] ?? 0}>({counts[s.id] ?? 0})</span>
        </Link>
      ))}
    </nav>
  );
}

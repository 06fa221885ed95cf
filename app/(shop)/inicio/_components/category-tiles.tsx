import Link from "next/link";
import { getTranslations } from "@/lib/i18n/server";
import type { Category } from "@/lib/domain/categories";
import { categoryHref } from "@/lib/domain/url-state/search";

interface CategoryTilesProps {
  categories: readonly Category[];
  counts: Record<string, number>;
}

export async function CategoryTiles({ categories, counts }: CategoryTilesProps) {
  const t = await getTranslations("home");
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((c) => (
        <li key={c.id}>
          <Link
            href={categoryHref(c.id)}
            className="cat-tile"
            style={{ borderTopColor: c.color, borderTopWidth: 4 }}
          >
            <span className="font-semibold">{c.name}</span>
            <span className="text-sm text-muted-foreground">{t("offersCount", { n: counts[c.id] ?? 0 })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

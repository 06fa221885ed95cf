"use client";

import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { useHomeCategories } from "./home-bundle";

/**
 * The home's category grid. A client view: the categories' names, colours and links are bundled
 * with the home (home-data.ts), so React's payload carries one number a tile (its live offer
 * count, in catalogue order) rather than its words or a second copy of its markup.
 */
export function CategoryTiles({ counts }: { counts: readonly number[] }) {
  const t = useTranslations("home");
  const categories = useHomeCategories();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map(([id, name, color, href], i) => (
        <li key={id}>
          <Link href={href} className="cat-tile" style={{ borderTopColor: color, borderTopWidth: 4 }}>
            <span className="font-semibold">{name}</span>
            <span className="text-sm text-muted-foreground">{t("offersCount", { n: counts[i] ?? 0 })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

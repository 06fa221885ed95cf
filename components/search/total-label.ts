import { getTranslations } from "@/lib/i18n/server";
import { countBoundLabel } from "@/lib/domain/search-paging";

/**
 * A search total as a message argument: the number, or 'más de 10,000' ('más de 1,000' near me)
 * when the count stopped at its bound (lib/domain/search-paging.ts), so a count line never shows a
 * made-up exact figure.
 */
export async function totalArg(page: {
  total: number;
  totalBounded: boolean;
  countBound?: number;
}): Promise<number | string> {
  if (!page.totalBounded) return page.total;
  const t = await getTranslations("searchCounts");
  return t("moreThan", { bound: countBoundLabel(page.countBound) });
}

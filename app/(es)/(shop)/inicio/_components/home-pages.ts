import "server-only";
import type { Metadata } from "next";
import { searchCoupons } from "@/lib/data/search/search";
import { getCategory } from "@/lib/i18n/page-categories";
import { HOME_PREVIEW_SIZE } from "@/lib/domain/search";
import { parseHomeSearchState } from "@/lib/domain/url-state/search";
import { getTranslations } from "@/lib/i18n/server";
import { createMetadata } from "@/lib/seo/metadata";
import type { HomeFilters } from "./results-section";

// What the home's two pages (the cached one and the per-request one with a search) say and read,
// in the page's language: shared by the Spanish pages and their English twins (app/en/home), which
// import this rather than the Spanish page files so their chunks hold only the English home words.

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
/** The one value the cached home's dynamic segment answers (../[cacheada]/page.tsx says why). */
export const CACHED_SEGMENT = "cacheada";

export async function cachedHomeMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return createMetadata({
    title: t("defaultTitle"),
    description: t("defaultDescription"),
    path: "/",
    absoluteTitle: true,
  });
}

export async function readHomeFilters(searchParams: SearchParams): Promise<HomeFilters> {
  return parseHomeSearchState(await searchParams);
}

export async function filteredHomeMetadata(searchParams: SearchParams): Promise<Metadata> {
  const filters = await readHomeFilters(searchParams);
  const t = await getTranslations("homeResults");
  const category = filters.cat ? getCategory(filters.cat) : undefined;
  // The title names what was asked for: the query, then the category and location appended.
  const subject = [filters.q, category?.name, filters.loc]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" · ");
  return createMetadata({
    title: subject ? t("metaTitle", { q: subject }) : t("metaTitleNoQuery"),
    description: subject ? t("metaDescription", { q: subject }) : t("metaDescriptionNoQuery"),
    path: "/",
    noIndex: true,
  });
}

export async function homeResults(filters: HomeFilters) {
  return searchCoupons({
    q: filters.q || undefined,
    category: filters.cat || undefined,
    location: filters.loc || undefined,
    sort: filters.sort,
    pageSize: HOME_PREVIEW_SIZE,
  });
}

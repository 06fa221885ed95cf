import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { categoryMetadata } from "../../_components/category-metadata";
import { CategoryView } from "../../_components/category-view";
import { parseCategoryState } from "@/lib/domain/url-state/search";
import { getCategory } from "@/lib/i18n/page-categories";
import { CURSOR_PARAM, cursorParam } from "@/lib/domain/search-paging";

// /categoria/{id}?sub=…&sort=… arrives here through the rewrite in next.config.ts (asked for
// directly, /categoria/{id}/filtrada is a 404: proxy.ts). It reads the filters per request and
// renders the same view as the cached ../page.tsx; noindex, canonical to the clean category URL.
// An unknown id never gets here (proxy.ts sends it to the cached page, whose 404 carries the
// message in its HTML); the notFound() below is a guard, answered by ../not-found.tsx.
interface FilteredCategoryPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: FilteredCategoryPageProps): Promise<Metadata> {
  return categoryMetadata((await params).id, true);
}

export default async function FilteredCategoryPage({ params, searchParams }: FilteredCategoryPageProps) {
  const category = getCategory((await params).id);
  if (!category) notFound();
  const sp = await searchParams;
  const state = parseCategoryState(category, sp);
  return (
    // No loading boundary: its fallback would hide the rendered view from readers without
    // JavaScript (React reveals streamed content with an inline script), crawlers included.
    <CategoryView category={category} state={state} cursor={cursorParam(sp[CURSOR_PARAM])} />
  );
}

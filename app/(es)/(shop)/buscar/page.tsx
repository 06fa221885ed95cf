import type { Metadata } from "next";
import type { RawParams } from "@/lib/domain/url-state/fields";
import { SearchView, searchMetadata } from "./_components/search-view";

// /buscar with a filter, sort, page, view or cursor reads its query string, so it renders per
// request (never at build time). A search term alone (/buscar?q=pizza, the URL crawlers index and
// the popular-search chips link to) is rewritten to the cached ./termino/[term]/page.tsx instead
// (next.config.ts); both render SearchView.
interface SearchPageProps {
  searchParams: Promise<RawParams>;
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  return searchMetadata(await searchParams);
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  return <SearchView sp={await searchParams} />;
}

import type { Metadata } from "next";
import { SearchView, searchMetadata } from "../../_components/search-view";

// /buscar?q={term} with nothing else, served here through the rewrite in next.config.ts
// (/buscar/termino/* itself is a 404: proxy.ts). A term's results are the same for every visitor,
// so they are cached like a category page: rendered on the first request, regenerated in the
// background every 30 s or at once when an action updates the coupons' tags. The most-read search
// URLs (crawlers index them, the popular-search chips link to them) then cost a cache read, not a
// render. Nothing is listed at build time: the build must not open the database.
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { term: string }[] {
  return [];
}

interface TermPageProps {
  params: Promise<{ term: string }>;
}

// The segment arrives percent-encoded ("caf%C3%A9", "masaje%20relajante").
async function queryOf(params: TermPageProps["params"]) {
  const { term } = await params;
  let q = term;
  try {
    q = decodeURIComponent(term);
  } catch {
    // A malformed escape never reaches here (proxy.ts answers it); keep the text as sent.
  }
  return { q };
}

export async function generateMetadata({ params }: TermPageProps): Promise<Metadata> {
  return searchMetadata(await queryOf(params));
}

export default async function SearchTermPage({ params }: TermPageProps) {
  return <SearchView sp={await queryOf(params)} />;
}

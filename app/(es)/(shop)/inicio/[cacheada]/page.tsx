import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HomeMessages } from "../_components/home-messages";
import { CACHED_SEGMENT, cachedHomeMetadata } from "../_components/home-pages";
import { HomeView } from "../_components/home-view";

// The home's cached page: "/" without a search, rewritten here by next.config.ts (HOME in
// lib/routes.ts; asked for directly, /inicio/… is a 404: proxy.ts). It is the same for every
// visitor, so it is cached as a static page and regenerated in the background every 30 s
// (incremental static regeneration): a phone gets finished HTML at static-file speed. The segment
// is dynamic with no params listed only so that `next build` never renders it (the build must not
// open the database); the first request renders it, and "cacheada" is the one value it answers.
// Per-visitor bits are client islands. "/" with q, cat or loc goes to ../filtrada/page.tsx, which
// renders per request: why two pages, docs/decisions/001-twin-routes.md.
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { cacheada: string }[] {
  return [];
}

interface HomePageProps {
  params: Promise<{ cacheada: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return cachedHomeMetadata();
}

export default async function HomePage({ params }: HomePageProps) {
  const { cacheada } = await params;
  if (cacheada !== CACHED_SEGMENT) notFound();
  // The home's client views and islands translate from its bundled messages (HomeMessages): the
  // page sends none of its words twice.
  return (
    <HomeMessages>
      <HomeView />
    </HomeMessages>
  );
}

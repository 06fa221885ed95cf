import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/i18n/server";
import { createMetadata } from "@/lib/seo/metadata";
import { HomeMessages } from "../_components/home-messages";
import { HomeView } from "../_components/home-view";

// The home, served at "/" through the rewrite in next.config.ts (/inicio/* itself is a 404:
// proxy.ts). It is the same for every visitor, so it is cached as a static page and regenerated in
// the background every 30 s (incremental static regeneration): a phone gets finished HTML at
// static-file speed. It lives under a dynamic segment with no params listed so that `next build`
// never renders it (the build must not open the database); the first request renders it.
// Per-visitor bits are client islands. A URL with q, cat or loc is rewritten to
// ../resultados/page.tsx (dynamic) instead: README, Architecture, says why two files.
export const revalidate = 30;
export const dynamicParams = true;
const HOME_VARIANTS = ["default"] as const;

export function generateStaticParams(): { variant: string }[] {
  return [];
}

interface HomePageProps {
  params: Promise<{ variant: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return createMetadata({ title: t("defaultTitle"), description: t("defaultDescription"), path: "/", absoluteTitle: true });
}

export default async function HomePage({ params }: HomePageProps) {
  const { variant } = await params;
  if (!(HOME_VARIANTS as readonly string[]).includes(variant)) notFound();
  // The home's client views and islands translate from its bundled messages (HomeMessages): the
  // page sends none of its words twice.
  return (
    <HomeMessages>
      <HomeView />
    </HomeMessages>
  );
}

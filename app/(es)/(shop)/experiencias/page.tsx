import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { VerticalPage } from "../_templates/vertical-page";
import { VERTICALS, type RawParams } from "@/lib/domain/verticals";
import { createMetadata } from "@/lib/seo/metadata";

// The experiences vertical: real coupons filtered on the attributes stored on them. Reading
// searchParams makes it dynamic (never rendered at build); the search itself is cached for 30 s.
interface PageProps {
  searchParams: Promise<RawParams>;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const t = await getTranslations("verticals.experiencias");
  const params = await searchParams;
  // Filtered variants are duplicates of the clean page: noindex, canonical to it.
  return createMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: "/experiencias",
    noIndex: Object.keys(params).length > 0,
  });
}

export default async function ExperienciasPage({ searchParams }: PageProps) {
  return <VerticalPage def={VERTICALS.experiencias} params={await searchParams} />;
}

import type { Metadata } from "next";
import { Suspense } from "react";
import { NotFoundStatus } from "@/components/seo/not-found-status";
import { getCategory } from "@/lib/i18n/page-categories";
import { CategoryNotFound } from "../_components/category-not-found";
import { categoryMetadata } from "../_components/category-metadata";
import { DEFAULT_CATEGORY_STATE } from "@/lib/domain/url-state/search";
import { CategoryView } from "../_components/category-view";

// The clean /categoria/{id}: the same for everyone, so cached (ISR, 30 s) and never built ahead
// (no params listed: the build does not open the database). URLs with ?sub= or ?sort= are
// rewritten to ./filtrada/page.tsx, which reads them (README, Architecture: why two files).
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

interface CategoryPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  return categoryMetadata((await params).id, false);
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const category = getCategory((await params).id);
  if (!category) return <UnknownCategory />;
  return (
    // No loading boundary: its fallback would hide the rendered view from readers without
    // JavaScript (React reveals streamed content with an inline script), crawlers included.
    <CategoryView category={category} state={DEFAULT_CATEGORY_STATE} />
  );
}

/** 'Categoría no encontrada' in the server HTML, with a 404 status (see NotFoundStatus). */
function UnknownCategory() {
  return (
    <>
      <CategoryNotFound />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

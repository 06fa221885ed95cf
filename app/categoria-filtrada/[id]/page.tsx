import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { CategoryLoading } from "@/app/categoria/_components/category-loading";
import { categoryMetadata } from "@/app/categoria/_components/category-metadata";
import { parseCategoryState } from "@/app/categoria/_components/category-params";
import { CategoryView } from "@/app/categoria/_components/category-view";
import { getCategory } from "@/lib/domain/categories";

// /categoria/{id}?sub=…&sort=… arrives here through the rewrite in next.config.ts: it reads the
// filters per request and renders the same view; noindex, canonical to the clean category URL.
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
  const state = parseCategoryState(category, await searchParams);
  return (
    <Suspense fallback={<CategoryLoading />}>
      <CategoryView category={category} state={state} />
    </Suspense>
  );
}

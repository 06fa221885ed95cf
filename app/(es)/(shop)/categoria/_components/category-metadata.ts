import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { getCategory } from "@/lib/i18n/page-categories";
import { categoryHref } from "@/lib/domain/url-state/search";
import { createMetadata } from "@/lib/seo/metadata";

/** Title and description of a category page; filtered views are noindex with the clean canonical. */
export async function categoryMetadata(id: string, noIndex: boolean): Promise<Metadata> {
  const t = await getTranslations("categoryPage");
  const category = getCategory(id);
  if (!category) return { title: t("notFoundTitle"), robots: { index: false } };
  return createMetadata({
    title: t("title", { name: category.name }),
    description: category.description,
    path: categoryHref(category.id),
    noIndex,
    image: `/og/categoria/${category.id}`,
  });
}

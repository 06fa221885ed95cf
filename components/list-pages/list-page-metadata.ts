import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { createMetadata } from "@/lib/seo/metadata";
import { LIST_PAGES, parseListState, type ListPageId, type ListParams } from "./list-page-config";

/** Title and description of a list page; filtered or paginated views are noindex, canonical to the clean path. */
export async function listPageMetadata(id: ListPageId, sp: ListParams): Promise<Metadata> {
  const t = await getTranslations("listPages");
  const s = parseListState(id, sp);
  const filtered = Boolean(s.q) || s.cat !== "all" || s.sort !== LIST_PAGES[id].defaultSort || s.page > 1;
  return createMetadata({ title: t(`${id}.title`), description: t(`${id}.description`), path: `/${id}`, noIndex: filtered });
}

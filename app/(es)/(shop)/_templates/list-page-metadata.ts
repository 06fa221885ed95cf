import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { createMetadata } from "@/lib/seo/metadata";
import { isListFiltered, listHref, parseListState, type ListPageId } from "@/lib/domain/url-state/listings";
import type { ListParams } from "./list-page-config";

/** Title and description of a list page; filtered or paginated views are noindex, canonical to the clean path. */
export async function listPageMetadata(id: ListPageId, sp: ListParams): Promise<Metadata> {
  const t = await getTranslations("listPages");
  const filtered = isListFiltered(id, parseListState(id, sp));
  return createMetadata({
    title: t(`${id}.title`),
    description: t(`${id}.description`),
    path: listHref(id),
    noIndex: filtered,
  });
}

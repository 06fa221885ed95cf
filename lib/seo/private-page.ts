import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { createMetadata } from "./metadata";

/**
 * A personal or panel page's metadata: its namespace's metaTitle and metaDescription, its canonical
 * path, and kept out of search results (the page is someone's own, or per request behind a
 * sign-in). `follow` stays off unless the page links somewhere a crawler should go.
 */
export function privatePageMetadata(namespace: string, path: string, { follow = false } = {}): () => Promise<Metadata> {
  return async () => {
    const t = await getTranslations(namespace);
    return {
      ...createMetadata({ title: t("metaTitle"), description: t("metaDescription"), path }),
      robots: { index: false, follow },
    };
  };
}

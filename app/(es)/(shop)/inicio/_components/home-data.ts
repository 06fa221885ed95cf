import "server-only";
import { HOME_CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { listNavCategoryEntries } from "@/components/layout/nav-category";
import type { Locale } from "@/lib/i18n/locale";
import type { HomeData } from "./home-bundle";

/**
 * What the home's client views draw that is the same for every visitor: its words and the 12
 * categories. Built from messages/es.json and lib/domain/categories.ts by `npm run generate:bundles`
 * into home-data.generated.json, which home-bundle.ts imports: like the shell's words
 * (components/layout/shell-data.ts), they travel once in a cached JavaScript file instead of in
 * every home's React payload beside its markup. A unit test fails while the file is stale.
 */
export function buildHomeData(locale: Locale = "es"): HomeData {
  return {
    messages: pickMessages(HOME_CLIENT_NAMESPACES, locale),
    // The shell's entries without their icon (the home draws none).
    categories: listNavCategoryEntries(locale).map(([id, name, , color, href]) => [id, name, color, href]),
  };
}

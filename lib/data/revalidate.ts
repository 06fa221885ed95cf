import "server-only";
import { revalidateTag, updateTag } from "next/cache";
import { CACHE_TAGS } from "./cache";

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/**
 * After a write, drop the cached public reads it changes so that public pages show it within
 * seconds. In a server action updateTag also lets the author read their own write at once;
 * elsewhere (route handlers) revalidateTag expires the entry now. Outside a Next request (tests,
 * scripts) there is no cache and both throw: then this is a no-op.
 */
export function revalidateCatalogue(...tags: CacheTag[]): void {
  for (const tag of tags) {
    try {
      updateTag(tag);
    } catch {
      try {
        revalidateTag(tag, { expire: 0 });
      } catch {
        // No request store: nothing is cached here.
      }
    }
  }
}

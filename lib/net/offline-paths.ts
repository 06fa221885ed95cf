// Which GET requests are still answered while the database is down (see lib/db/breaker.ts),
// and which get a 503 at once from proxy.ts, so that a bad day costs the pages that truly need the
// database and no more.
// Answered: pages the build prerendered or keeps in the page cache (served, stale if need be,
// without a query), files, and the handlers that report or handle an outage themselves. The lists
// are the route table's (lib/routes.ts); tests/e2e/offline-paths.spec.ts checks them against the
// build's prerender manifest.
import { spanishPathOf } from "@/lib/i18n/routing";
import { CACHED_PAGES, CATEGORY, HOME, NOT_PAGES, SELLER_PANEL } from "@/lib/routes";

/** The query keys that send this (trailing-slash-free, Spanish) path to a per-request render. */
function dynamicKeysOf(path: string): readonly string[] {
  if (path === "/") return HOME.dynamicKeys;
  return path.startsWith("/categoria/") ? CATEGORY.dynamicKeys : [];
}

/** Whether a GET for this path and query is served while the database is down. */
export function servedWithoutDatabase(pathname: string, searchParams: URLSearchParams): boolean {
  // An English page is cached exactly when its Spanish twin is (the same code, the same revalidate).
  const path = spanishPathOf(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  if (NOT_PAGES.test(path)) return true;
  if (SELLER_PANEL.test(path)) return false;
  if (!CACHED_PAGES.some((re) => re.test(path))) return false;
  return !dynamicKeysOf(path).some((key) => searchParams.has(key));
}

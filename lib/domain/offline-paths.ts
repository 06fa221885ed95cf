// Issue 16, bad days: which GET requests are still answered while the database is down (see
// lib/domain/db-breaker.ts), and which get a 503 at once from proxy.ts.
// Answered: pages the build prerendered or keeps in the page cache (served, stale if need be,
// without a query), files, and the handlers that report or handle an outage themselves.
// tests/e2e/offline-paths.spec.ts checks this list against the build's prerender manifest.

/**
 * Prerendered or page-cached routes; the clean URL only where a query makes the page dynamic.
 * /terminos renders on request (it states the referral minimum, a setting) but answers without the
 * database: that read falls back to a text without the amount.
 */
const CACHED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/cupon\/[^/]+$/,
  /^\/categoria\/[^/]+$/,
  /^\/negocio\/[^/]+$/,
  /^\/vendedor\/[^/]+$/,
  /^\/(ayuda|como-funciona|cookies|terminos|privacidad|sobre-nosotros|para-empresas|pago-exitoso)$/,
];
/**
 * The info pages: prerendered once by the build, no query, no session, no code of ours at request
 * time. proxy.ts's matcher leaves their reads out (issue 18: the static ceiling).
 */
export const INFO_PAGE = /^\/(ayuda|como-funciona|cookies|terminos|privacidad|sobre-nosotros|para-empresas)\/?$/;
/** Dynamic variants of cached pages: these query strings send them to a per-request render. */
const DYNAMIC_QUERY: Readonly<Record<string, readonly string[]>> = {
  "/": ["q", "cat", "loc"],
  "/categoria/": ["q", "sub", "sort"],
};
/** Not pages: files and handlers that need no database or answer an outage themselves. */
const NOT_PAGES = /^\/(api\/health|api\/cron\/|_next\/|uploads\/|robots\.txt$|manifest\.webmanifest$|icon|apple-icon|opengraph-image|favicon|sprite\.svg$|images\/|icons\/)/;
// Reserved slugs under /vendedor that are dynamic pages, not a seller's public profile.
const SELLER_PANEL = /^\/vendedor\/(cupones|estadisticas|estado-de-cuenta)(\/|$)/;

/** Whether a GET for this path and query is served while the database is down. */
export function servedWithoutDatabase(pathname: string, searchParams: URLSearchParams): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (NOT_PAGES.test(path)) return true;
  if (SELLER_PANEL.test(path)) return false;
  if (!CACHED_PAGES.some((re) => re.test(path))) return false;
  const dynamicKeys = path === "/" ? DYNAMIC_QUERY["/"]! : path.startsWith("/categoria/") ? DYNAMIC_QUERY["/categoria/"]! : [];
  return !dynamicKeys.some((key) => searchParams.has(key));
}

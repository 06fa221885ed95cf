// The site's routes in one table: which URLs are cached pages and which query keys send them to
// a per-request twin, which folders under app/ are rewrite targets rather than URLs, which
// sections need a sign-in, which paths are files or handlers. next.config.ts (its rewrites),
// proxy.ts (internal paths, sign-in, session refresh) and lib/net/offline-paths.ts derive from
// it. Next reads proxy.ts's `config.matcher` as plain literals, so that one is a written-out copy
// of PROXY_MATCHER below; tests/unit/routes.test.ts fails when the two differ.
//
// The twin routes: "/" and /categoria/{id} each have a cached page for the clean URL (regenerated
// in the background, incremental static regeneration) and, beside it, a per-request page for the
// URL with filters, since a cached page cannot read the query. A rewrite picks one. Why, with the
// measured figures: docs/decisions/001-twin-routes.md.
//
// No imports: next.config.ts loads this file when Next starts, and proxy.ts runs where Node-only
// modules are not allowed.

/** A page cached for its clean URL, served per request when the query holds one of `dynamicKeys`. */
export interface TwinRoute {
  /** The public URL, in next.config.ts's path syntax. */
  readonly source: string;
  /** Where the clean URL is rewritten to, or null when the page's own folder serves it. */
  readonly cached: string | null;
  /** The per-request page the URL with filters is rewritten to. */
  readonly filtered: string;
  readonly dynamicKeys: readonly string[];
}

/**
 * The home. Its cached page, app/(es)/(shop)/inicio/[cacheada], sits under a dynamic segment with no
 * params listed so that `next build` never renders it (the build must not open the database);
 * "cacheada" is the one value it answers.
 */
export const HOME: TwinRoute = {
  source: "/",
  cached: "/inicio/cacheada",
  filtered: "/inicio/filtrada",
  dynamicKeys: ["q", "cat", "loc"],
};

/** A category: app/(es)/(shop)/categoria/[id] is the cached page, ./filtrada the per-request one. */
export const CATEGORY: TwinRoute = {
  source: "/categoria/:id",
  cached: null,
  filtered: "/categoria/:id/filtrada",
  dynamicKeys: ["q", "sub", "sort", "cerca", "radio"],
};

/** The English home (/en): app/en/home/[cacheada] and app/en/home/filtrada, as the Spanish one. */
export const HOME_EN: TwinRoute = {
  source: "/en",
  cached: "/en/home/cacheada",
  filtered: "/en/home/filtrada",
  dynamicKeys: HOME.dynamicKeys,
};

/** An English category: app/en/category/[id] and its ./filtrada, as the Spanish one. */
export const CATEGORY_EN: TwinRoute = {
  source: "/en/category/:id",
  cached: null,
  filtered: "/en/category/:id/filtrada",
  dynamicKeys: CATEGORY.dynamicKeys,
};

export const TWIN_ROUTES: readonly TwinRoute[] = [HOME, CATEGORY, HOME_EN, CATEGORY_EN];

/**
 * /buscar?q={term} with nothing that changes the page is rewritten to the cached page of that
 * term. The term may not hold "/", "%", "?", "#" or "&" (it becomes a path segment) and is at most
 * 60 characters, as searchCanonical indexes; any of `perRequestKeys` keeps it on /buscar.
 */
export const SEARCH_TERM = {
  source: "/buscar",
  termKey: "q",
  termPattern: "(?<term>[^/%?#&]{1,60})",
  perRequestKeys: ["cat", "loc", "sort", "view", "page", "desde", "cerca", "radio"],
  cached: "/buscar/termino/:term",
} as const;

/** The same for /en/search?q={term}: app/en/search/term/[term]. */
export const SEARCH_TERM_EN = { ...SEARCH_TERM, source: "/en/search", cached: "/en/search/term/:term" } as const;

/** The rewrite targets: not URLs of the site, so proxy.ts answers them with the 404 page. */
export const INTERNAL_PATH =
  /^\/(inicio|buscar\/termino|categoria\/[^/]+\/filtrada|en\/home|en\/search\/term|en\/category\/[^/]+\/filtrada)(\/.*)?$/;

/**
 * The info pages: prerendered once by the build, no query, no session, no code of ours at request
 * time. In the sitemap's order (lib/seo/info-pages.ts).
 */
export const INFO_PAGES = [
  "sobre-nosotros",
  "como-funciona",
  "para-empresas",
  "ayuda",
  "terminos",
  "privacidad",
  "cookies",
] as const;
export const INFO_PAGE = new RegExp(`^\\/(${INFO_PAGES.join("|")})\\/?$`);

/**
 * Prerendered or page-cached pages, for their clean URL. /pago-exitoso is prerendered;
 * /terminos renders on request (it states the referral minimum, a setting) but answers without
 * the database: that read falls back to a text without the amount.
 */
export const CACHED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/cupon\/[^/]+$/,
  /^\/categoria\/[^/]+$/,
  /^\/negocio\/[^/]+$/,
  /^\/vendedor\/[^/]+$/,
  new RegExp(`^\\/(${[...INFO_PAGES, "pago-exitoso"].join("|")})$`),
  // Their English twins are checked as these (lib/net/offline-paths.ts, lib/i18n/routing.ts).
];

/** Reserved slugs under /vendedor: the seller's panel (per request), not a seller's public page. */
export const SELLER_PANEL =
  /^\/vendedor\/(cupones|estadisticas|estado-de-cuenta|pagos|facturas|confirmar-cuenta|canjear|canjes|reservas)(\/|$)/;

/**
 * Sent to /auth without a session cookie: the seller's panel home, its numbers (statistics, the
 * statement, payouts, the issued FEL documents and their downloads) and the operator's section. The pages re-check the session (and the
 * admin role) for real; /vendedor/{id} is a public page.
 */
export const SIGN_IN_REQUIRED =
  /^\/(vendedor\/?$|vendedor\/(estadisticas|estado-de-cuenta|pagos|facturas|canjear|canjes|reservas)(\/|$)|admin(\/|$))/;

/**
 * Where a signed-in visitor's Supabase session is refreshed: pages that read it (and server
 * actions, wherever posted). Not every page: a refresh is a call to Supabase.
 */
export const SESSION_PATH =
  /^\/(en\/(coupon|category|business|seller|payment-success)|cupon|categoria|negocio|vendedor|auth|perfil|mis-cupones|mis-compras|favoritos|logros|reset-password|pago-exitoso|pago|regalo|v|admin)(\/|$)/;

/** Not pages: files and handlers that need no database or answer an outage themselves. */
export const NOT_PAGES =
  /^\/(api\/health|api\/cron\/|_next\/|uploads\/|robots\.txt$|manifest\.webmanifest$|icon|apple-icon|opengraph-image|favicon|sprite\.svg$|images\/|icons\/|escaner\/)/;

// The session cookies the matcher looks for: the built-in session, its display hint (both in
// lib/auth/hint-cookie.ts) and Supabase's own, whose name holds the project and may be chunked.
const SESSION_COOKIE_HEADER = "(?:.*;\\s*)?(?:cupongt_session|cupongt_user|sb-[^=;]+-auth-token(?:\\.\\d+)?)=.*";
const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

/**
 * Which requests run proxy.ts. Every page and handler, but not Next's static files, icons or fonts,
 * and not two kinds of reads with no code of ours behind them (running the proxy cost a third to
 * 40% of serving one): the info pages, and anonymous reads of the catalogue's cached pages ("/", a
 * coupon by its uuid, a category, a business) with no query that makes them per-request, no
 * session cookie and no server action. The proxy would only have let those through: the outage
 * breaker serves cached pages, and a junk coupon id is not uuid-shaped. Nor the payment provider's
 * webhook: a POST with no session, page or action, so the proxy has nothing to do there, and a
 * flood of forged deliveries should cost the server as little as possible per request.
 */
export const PROXY_MATCHER = [
  `/((?!_next/static|_next/image|icons/|favicon|apple-touch-icon|api/payments/webhook$|(?:${INFO_PAGES.join("|")})/?$|(?:cupon/${UUID}|categoria/[a-z0-9-]+|negocio/[a-z0-9-]+)?$).*)`,
  // A server action can be posted to any path: it always meets the origin check.
  { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
  // A visitor who may be signed in: the session is refreshed, a stale hint dropped. Next matches a
  // header's value as ^value$.
  { source: "/", has: [{ type: "header", key: "cookie", value: SESSION_COOKIE_HEADER }] },
  {
    source: "/:section(cupon|categoria|negocio)/:id",
    has: [{ type: "header", key: "cookie", value: SESSION_COOKIE_HEADER }],
  },
  // The queries that send the twins to their per-request pages (the breaker refuses those while
  // the database is down; an unknown category's filters go to its cached 404), and Supabase's
  // sign-in code on "/".
  ...[...HOME.dynamicKeys, "code"].map((key) => ({ source: "/", has: [{ type: "query", key }] })),
  ...CATEGORY.dynamicKeys.map((key) => ({ source: "/categoria/:id", has: [{ type: "query", key }] })),
];

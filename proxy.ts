// Runs before routing (Next 16's middleware).
// - A path whose percent-encoding is broken ("/cupon/%ZZ") makes Next's own parameter decoding
//   fail with a 500 before any page code runs: answered here instead (a coupon path gets the
//   coupon not-found page, other paths a plain 400).
// - A coupon id that is not a uuid goes to one placeholder id, which the page answers like any
//   unknown id ('Cupón no encontrado', 404): junk URLs share one cached 404 instead of each writing
//   an ISR cache file (a 300-character id even fails to be written: ENAMETOOLONG).
// - An unknown category with sub/sort is sent to the clean URL's cached page (which answers
//   'Categoría no encontrada' in the HTML with a 404) rather than the per-request filtered page:
//   junk ids share one cached 404.
// - The paths next.config.ts rewrites "/", filtered category URLs and search terms to (INTERNAL_PATH
//   of lib/routes.ts, the site's route table) are not URLs of the site: asked for directly they get
//   the 404 page.
// - Server actions posted from another origin, or with neither Origin nor Sec-Fetch-Site
//   same-origin, are refused (403) before they run (lib/auth/same-origin.ts).
// - /vendedor sends a visitor without a session cookie to /auth (/en/seller to /en/auth; the page
//   re-checks for real);
//   with Supabase Auth the session is refreshed here, and a provider `code` is exchanged.
// - Request ids (lib/net/request-id.ts) are given by the Node server as requests arrive; only on
//   a host without that stamp does the proxy give them (passed on, sent back).
// - The per-request account and panel pages get a nonce-based Content-Security-Policy
//   (lib/auth/page-policy.ts); cached pages keep next.config.ts's.
// - While the database is down (lib/db/breaker.ts) a page that needs it gets a Spanish 503
//   at once, one probe a second excepted; cached pages, files and /api/health go on.
import { NextResponse, type NextRequest } from "next/server";
import { hasSessionCookie, requiresSignIn } from "@/lib/auth/guard";
import { SESSION_HINT_COOKIE } from "@/lib/auth/hint-cookie";
import { strictPagePolicy } from "@/lib/auth/page-policy";
import { isSameOriginRequest } from "@/lib/auth/same-origin";
import { configuredSiteOrigin, env } from "@/lib/env";
import { refreshSupabaseSession } from "@/lib/auth/supabase/refresh";
import { isCategoryId } from "@/lib/domain/categories";
import { refuseWhileDatabaseDown } from "@/lib/db/breaker";
import { safeRedirectPath } from "@/lib/domain/safe-redirect";
import { servedWithoutDatabase } from "@/lib/net/offline-paths";
import { INTERNAL_PATH, SESSION_PATH } from "@/lib/routes";
import { localeOfPath, localizeHref, spanishPathOf } from "@/lib/i18n/routing";
import { REQUEST_ID_HEADER, requestIdOf, requestIdsStamped } from "@/lib/net/request-id";
import { unavailablePageHtml } from "@/lib/net/unavailable-page";
import { isUuid } from "@/lib/domain/uuid";
import english from "@/messages/en.json";
import messages from "@/messages/es.json";

const PLACEHOLDER = "id-no-valido";
const CSP_HEADER = "content-security-policy";
// Spanish and English (lib/i18n/routing.ts) coupon and category paths: [prefix, id, rest].
const COUPON_PATH = /^(\/cupon|\/en\/coupon)\/([^/]+)(\/.*)?$/;
const CATEGORY_PATH = /^(\/categoria|\/en\/category)\/([^/]+)\/?$/;
const SUPABASE_URL = process.env.NEXT_PUBLIC_SUPABASE_URL;
const SUPABASE_KEY = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function routeCoupons(request: NextRequest, pathname: string, forward: Forward): NextResponse | null {
  if (!decodes(pathname)) {
    const coupon = /^(\/cupon|\/en\/coupon)\//.exec(pathname);
    if (coupon) return NextResponse.rewrite(new URL(`${coupon[1]}/${PLACEHOLDER}`, request.url), forward());
    return new NextResponse("Bad Request: malformed URL encoding", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const match = COUPON_PATH.exec(pathname);
  if (match && match[2] !== PLACEHOLDER && !isUuid(match[2])) {
    return NextResponse.rewrite(new URL(`${match[1]}/${PLACEHOLDER}${match[3] ?? ""}`, request.url), forward());
  }
  if (INTERNAL_PATH.test(pathname)) return NextResponse.rewrite(new URL("/_not-found", request.url), forward());
  const category = CATEGORY_PATH.exec(pathname);
  if (category && request.nextUrl.search && !isCategoryId(decodeURIComponent(category[2]!))) {
    return NextResponse.rewrite(new URL(`${category[1]}/${category[2]}`, request.url), forward());
  }
  return null;
}

/** What NextResponse.next/rewrite pass on to the server: nothing, or the request's headers with its id. */
type Forward = () => { request: { headers: Headers } } | undefined;

function unavailable(path: string): NextResponse {
  const inEnglish = localeOfPath(path) === "en";
  const { unavailableTitle, unavailableDescription, retry, home } = (inEnglish ? english : messages).errorPage;
  const texts = { title: unavailableTitle, description: unavailableDescription, retry, home };
  const html = unavailablePageHtml(texts, path, inEnglish);
  return new NextResponse(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": "5" },
  });
}

export async function proxy(request: NextRequest) {
  const policy = await strictPagePolicy(
    request.method,
    spanishPathOf(request.nextUrl.pathname),
    env.NODE_ENV === "development",
  );
  // The usual case: the request arrived with its id (lib/net/peer-stamp.ts), and forwarding
  // headers that did not change would only cost time.
  if (requestIdsStamped() && !policy) return route(request, () => undefined);
  const requestId = requestIdsStamped()
    ? null
    : requestIdOf(request.headers.get(REQUEST_ID_HEADER), () => crypto.randomUUID());
  // Built when a response is made: the Supabase refresh rewrites the request's cookies first.
  // Next finds the nonce in the request's policy header and puts it on its own scripts.
  const forward: Forward = () => {
    const headers = new Headers(request.headers);
    if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
    if (policy) headers.set(CSP_HEADER, policy);
    return { request: { headers } };
  };
  const response = await route(request, forward);
  if (requestId) response.headers.set(REQUEST_ID_HEADER, requestId);
  if (policy) response.headers.set(CSP_HEADER, policy);
  return response;
}

async function route(request: NextRequest, forward: Forward): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  if (
    request.method === "POST" &&
    request.headers.has("next-action") &&
    !isSameOriginRequest(request.headers, configuredSiteOrigin())
  ) {
    return new NextResponse("Forbidden: cross-origin request", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const routed = routeCoupons(request, pathname, forward);
  if (routed) return routed;

  const code = searchParams.get("code");
  if (code && SUPABASE_URL && (pathname === "/" || pathname === "/reset-password")) {
    const type = pathname === "/" ? "magiclink" : "recovery";
    return NextResponse.redirect(new URL(`/auth/confirm?type=${type}&code=${encodeURIComponent(code)}`, request.url));
  }

  const names = request.cookies.getAll().map((c) => c.name);
  const signedIn = hasSessionCookie(names);
  // English twins are checked as their Spanish pages (one list each, in lib/routes.ts).
  const spanishPath = spanishPathOf(pathname);
  if (requiresSignIn(spanishPath) && !signedIn) {
    const target = new URL(localizeHref("/auth", localeOfPath(pathname)), request.url);
    target.searchParams.set("next", pathname);
    const response = NextResponse.redirect(target);
    response.cookies.delete(SESSION_HINT_COOKIE);
    return response;
  }
  if (
    (request.method === "GET" || request.method === "HEAD") &&
    !servedWithoutDatabase(spanishPath, searchParams) &&
    refuseWhileDatabaseDown()
  ) {
    return unavailable(safeRedirectPath(`${pathname}${request.nextUrl.search}`));
  }
  if (
    SUPABASE_URL &&
    SUPABASE_KEY &&
    signedIn &&
    (SESSION_PATH.test(spanishPath) || request.headers.has("next-action"))
  ) {
    // The refresh rewrites the request's cookies: those are always passed on.
    const next = () => NextResponse.next(forward() ?? { request: { headers: new Headers(request.headers) } });
    return refreshSupabaseSession(request, next, SUPABASE_URL, SUPABASE_KEY);
  }
  const response = NextResponse.next(forward());
  // The display hint outlived its session (expired or revoked elsewhere): drop it.
  if (!signedIn && names.includes(SESSION_HINT_COOKIE)) response.cookies.delete(SESSION_HINT_COOKIE);
  return response;
}

// PROXY_MATCHER of lib/routes.ts, written out: Next reads this config as plain literals when it
// builds, so it cannot be imported. tests/unit/routes.test.ts fails when the two differ. Why each
// entry is there is said beside PROXY_MATCHER.
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|icons/|favicon|apple-touch-icon|api/payments/webhook$|(?:sobre-nosotros|como-funciona|para-empresas|ayuda|terminos|privacidad|cookies)/?$|(?:cupon/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|categoria/[a-z0-9-]+|negocio/[a-z0-9-]+)?$).*)",
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    {
      source: "/",
      has: [
        {
          type: "header",
          key: "cookie",
          value: "(?:.*;\\s*)?(?:cupongt_session|cupongt_user|sb-[^=;]+-auth-token(?:\\.\\d+)?)=.*",
        },
      ],
    },
    {
      source: "/:section(cupon|categoria|negocio)/:id",
      has: [
        {
          type: "header",
          key: "cookie",
          value: "(?:.*;\\s*)?(?:cupongt_session|cupongt_user|sb-[^=;]+-auth-token(?:\\.\\d+)?)=.*",
        },
      ],
    },
    { source: "/", has: [{ type: "query", key: "q" }] },
    { source: "/", has: [{ type: "query", key: "cat" }] },
    { source: "/", has: [{ type: "query", key: "loc" }] },
    { source: "/", has: [{ type: "query", key: "code" }] },
    { source: "/categoria/:id", has: [{ type: "query", key: "q" }] },
    { source: "/categoria/:id", has: [{ type: "query", key: "sub" }] },
    { source: "/categoria/:id", has: [{ type: "query", key: "sort" }] },
    { source: "/categoria/:id", has: [{ type: "query", key: "cerca" }] },
    { source: "/categoria/:id", has: [{ type: "query", key: "radio" }] },
  ],
};

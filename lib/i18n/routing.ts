import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from "./locale";

// The public pages in both languages, declared once: next-intl's routing (Spanish unprefixed,
// English under /en, the locale cookie), with each page's Spanish path and its English one. The
// English pages are the app/en route tree, one thin file per page over the Spanish page's code;
// no middleware rewrites them, so the cached pages stay cached and Spanish URLs never move.
// The account and the seller's panel have English twins too; pages missing here (the operator's
// /admin, the dev mail preview) and the file handlers (PDF, CSV, wallet) exist at one path only,
// and a link to them from an English page stays as it is.
const PAGES: [es: string, en: string][] = [
  ["/", "/"],
  ["/buscar", "/search"],
  ["/categoria/[id]", "/category/[id]"],
  ["/cupon/[id]", "/coupon/[id]"],
  ["/negocio/[slug]", "/business/[slug]"],
  ["/vendedor/[id]", "/seller/[id]"],
  ["/empresas", "/businesses"],
  ["/ofertas-flash", "/deals/flash"],
  ["/ofertas/ultimas-horas", "/deals/last-hours"],
  ["/ultimos-minutos", "/last-minute"],
  ["/populares", "/popular"],
  ["/mas-visitados", "/most-viewed"],
  ["/recien-llegados", "/new"],
  ["/restaurantes", "/restaurants"],
  ["/experiencias", "/experiences"],
  ["/viajes", "/travel"],
  ["/comunidad", "/community"],
  ["/sobre-nosotros", "/about"],
  ["/como-funciona", "/how-it-works"],
  ["/para-empresas", "/for-businesses"],
  ["/ayuda", "/help"],
  ["/terminos", "/terms"],
  ["/privacidad", "/privacy"],
  ["/cookies", "/cookies"],
  // Where a checkout from an English page ends (a static page; the order is read in the browser).
  ["/pago-exitoso", "/payment-success"],
  // The account (per request, private).
  ["/auth", "/auth"],
  ["/auth/confirm", "/auth/confirm"],
  ["/reset-password", "/reset-password"],
  ["/perfil", "/profile"],
  ["/favoritos", "/favorites"],
  ["/logros", "/achievements"],
  ["/mis-compras", "/my-purchases"],
  ["/mis-compras/[id]", "/my-purchases/[id]"],
  ["/mis-cupones", "/my-coupons"],
  ["/mis-cupones/[voucherId]/reservar", "/my-coupons/[voucherId]/book"],
  ["/pago/[orderId]", "/payment/[orderId]"],
  ["/regalo/[token]", "/gift/[token]"],
  ["/v/[code]", "/v/[code]"],
  // The seller's panel (beside the public /vendedor/[id]: fixed paths win over the id).
  ["/vendedor", "/seller"],
  ["/vendedor/canjear", "/seller/redeem"],
  ["/vendedor/canjes", "/seller/redemptions"],
  ["/vendedor/confirmar-cuenta", "/seller/confirm-account"],
  ["/vendedor/cupones/[id]/editar", "/seller/coupons/[id]/edit"],
  ["/vendedor/estadisticas", "/seller/statistics"],
  ["/vendedor/estado-de-cuenta", "/seller/statement"],
  ["/vendedor/facturas", "/seller/invoices"],
  ["/vendedor/pagos", "/seller/payouts"],
  ["/vendedor/reservas", "/seller/bookings"],
  ["/vendedor/reservas/ajustes", "/seller/bookings/settings"],
  ["/negocio/[slug]/editar", "/business/[slug]/edit"],
];

// next-intl's routing, as data: Spanish unprefixed, English under /en, the locale cookie. A plain
// object rather than next-intl's defineRouting: this module is in every page's JavaScript (the
// links follow the page's language) and only these values are read.
export const routing = {
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  // A browser asking for English is offered the English page (components/i18n/language-suggestion.tsx),
  // never redirected: crawlers and people reach the page they asked for.
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365 },
  pathnames: Object.fromEntries(PAGES.map(([es, en]) => [es, { es, en }])) as Record<string, Record<Locale, string>>,
} as const;

/** The English URL prefix. */
export const ENGLISH_PREFIX = "/en";

interface CompiledRoute {
  es: RegExp;
  en: RegExp;
  esPattern: string;
  enPattern: string;
}

// "/cupon/[id]" -> /^\/cupon\/([^/?#]+)$/ ; the params come back in order.
const toRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|\\]/g, "\\$&").replace(/\\?\[[^\]]+\\?\]|\[[^\]]+\]/g, "([^/?#]+)")}/?$`);
const fill = (pattern: string, values: string[]) => {
  let i = 0;
  return pattern.replace(/\[[^\]]+\]/g, () => values[i++] ?? "");
};

const params = (pattern: string) => pattern.split("[").length - 1;
// Fixed paths are tried before paths with ids, as Next routes them: "/vendedor/canjear" is the
// panel's page, not the public profile "/vendedor/[id]" of a seller called "canjear".
const ROUTES: CompiledRoute[] = [...Object.values(routing.pathnames)]
  .sort((a, b) => params(a.es) - params(b.es))
  .map(({ es, en }) => ({
    es: toRegExp(es),
    en: toRegExp(en === "/" ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${en}`),
    esPattern: es,
    enPattern: en === "/" ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${en}`,
  }));

function splitHref(href: string): [path: string, rest: string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ""] : [href.slice(0, at), href.slice(at)];
}

/** The language a path belongs to. */
export function localeOfPath(path: string): Locale {
  return path === ENGLISH_PREFIX || path.startsWith(`${ENGLISH_PREFIX}/`) ? "en" : "es";
}

/**
 * A site path (Spanish, as code writes links) in `locale`: "/cupon/x?y" in English is
 * "/en/coupon/x?y". External links, other schemes and pages that exist in Spanish only come back
 * unchanged, as does a path already in `locale`.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === "es" || !href.startsWith("/") || href.startsWith("//")) return href;
  const [path, rest] = splitHref(href);
  if (localeOfPath(path) === "en") return href;
  for (const route of ROUTES) {
    const match = route.es.exec(path);
    if (match) return `${fill(route.enPattern, match.slice(1))}${withEnglishNext(rest)}`;
  }
  return href;
}

// "/auth?next=/perfil" on an English page: the sign-in page and the way back both in English.
function withEnglishNext(rest: string): string {
  if (!rest.startsWith("?") || !rest.includes("next=")) return rest;
  const hash = rest.indexOf("#");
  const query = new URLSearchParams(hash === -1 ? rest.slice(1) : rest.slice(1, hash));
  const next = query.get("next");
  if (!next?.startsWith("/") || localeOfPath(next) === "en") return rest;
  query.set("next", localizeHref(next, "en"));
  return `?${query.toString()}${hash === -1 ? "" : rest.slice(hash)}`;
}

/** The same page in the other languages: `{ es, en }` paths, or null when it has no English twin. */
export function pageAlternates(href: string): Record<Locale, string> | null {
  const [path, rest] = splitHref(href);
  for (const route of ROUTES) {
    const fromEs = route.es.exec(path);
    if (fromEs && localeOfPath(path) === "es")
      return { es: href, en: `${fill(route.enPattern, fromEs.slice(1))}${rest}` };
    const fromEn = route.en.exec(path);
    if (fromEn) return { es: `${fill(route.esPattern, fromEn.slice(1))}${rest}`, en: href };
  }
  return null;
}

/**
 * The Spanish path of a page (itself for Spanish paths and for English paths with no twin): the
 * request guard's lists (sign-in, session refresh, nonce policy, offline pages) name Spanish paths
 * once and cover the English twins through this.
 */
export function spanishPathOf(path: string): string {
  if (localeOfPath(path) === "es") return path;
  return pageAlternates(path)?.es ?? path;
}

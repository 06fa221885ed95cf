import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from "./locale";

// The public pages in both languages, declared once: next-intl's routing (Spanish unprefixed,
// English under /en, the locale cookie), with each page's Spanish path and its English one. The
// English pages are the app/en route tree, one thin file per page over the Spanish page's code;
// no middleware rewrites them, so the cached pages stay cached and Spanish URLs never move.
// The account and the seller's panel have English twins too; pages missing here (the operator's
// /admin, the dev mail preview) and the file handlers (PDF, CSV, wallet) exist at one path only,
// and a link to them from an English page stays as it is.
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  // A browser asking for English is offered the English page (components/i18n/language-suggestion.tsx),
  // never redirected: crawlers and people reach the page they asked for.
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365 },
  pathnames: {
    "/": { es: "/", en: "/" },
    "/buscar": { es: "/buscar", en: "/search" },
    "/categoria/[id]": { es: "/categoria/[id]", en: "/category/[id]" },
    "/cupon/[id]": { es: "/cupon/[id]", en: "/coupon/[id]" },
    "/negocio/[slug]": { es: "/negocio/[slug]", en: "/business/[slug]" },
    "/vendedor/[id]": { es: "/vendedor/[id]", en: "/seller/[id]" },
    "/empresas": { es: "/empresas", en: "/businesses" },
    "/ofertas-flash": { es: "/ofertas-flash", en: "/deals/flash" },
    "/ofertas/ultimas-horas": { es: "/ofertas/ultimas-horas", en: "/deals/last-hours" },
    "/ultimos-minutos": { es: "/ultimos-minutos", en: "/last-minute" },
    "/populares": { es: "/populares", en: "/popular" },
    "/mas-visitados": { es: "/mas-visitados", en: "/most-viewed" },
    "/recien-llegados": { es: "/recien-llegados", en: "/new" },
    "/restaurantes": { es: "/restaurantes", en: "/restaurants" },
    "/experiencias": { es: "/experiencias", en: "/experiences" },
    "/viajes": { es: "/viajes", en: "/travel" },
    "/comunidad": { es: "/comunidad", en: "/community" },
    "/sobre-nosotros": { es: "/sobre-nosotros", en: "/about" },
    "/como-funciona": { es: "/como-funciona", en: "/how-it-works" },
    "/para-empresas": { es: "/para-empresas", en: "/for-businesses" },
    "/ayuda": { es: "/ayuda", en: "/help" },
    "/terminos": { es: "/terminos", en: "/terms" },
    "/privacidad": { es: "/privacidad", en: "/privacy" },
    "/cookies": { es: "/cookies", en: "/cookies" },
    // Where a checkout from an English page ends (a static page; the order is read in the browser).
    "/pago-exitoso": { es: "/pago-exitoso", en: "/payment-success" },
    // The account (per request, private).
    "/auth": { es: "/auth", en: "/auth" },
    "/auth/confirm": { es: "/auth/confirm", en: "/auth/confirm" },
    "/reset-password": { es: "/reset-password", en: "/reset-password" },
    "/perfil": { es: "/perfil", en: "/profile" },
    "/favoritos": { es: "/favoritos", en: "/favorites" },
    "/logros": { es: "/logros", en: "/achievements" },
    "/mis-compras": { es: "/mis-compras", en: "/my-purchases" },
    "/mis-compras/[id]": { es: "/mis-compras/[id]", en: "/my-purchases/[id]" },
    "/mis-cupones": { es: "/mis-cupones", en: "/my-coupons" },
    "/mis-cupones/[voucherId]/reservar": {
      es: "/mis-cupones/[voucherId]/reservar",
      en: "/my-coupons/[voucherId]/book",
    },
    "/pago/[orderId]": { es: "/pago/[orderId]", en: "/payment/[orderId]" },
    "/regalo/[token]": { es: "/regalo/[token]", en: "/gift/[token]" },
    "/v/[code]": { es: "/v/[code]", en: "/v/[code]" },
    // The seller's panel (beside the public /vendedor/[id]: fixed paths win over the id).
    "/vendedor": { es: "/vendedor", en: "/seller" },
    "/vendedor/canjear": { es: "/vendedor/canjear", en: "/seller/redeem" },
    "/vendedor/canjes": { es: "/vendedor/canjes", en: "/seller/redemptions" },
    "/vendedor/confirmar-cuenta": { es: "/vendedor/confirmar-cuenta", en: "/seller/confirm-account" },
    "/vendedor/cupones/[id]/editar": { es: "/vendedor/cupones/[id]/editar", en: "/seller/coupons/[id]/edit" },
    "/vendedor/estadisticas": { es: "/vendedor/estadisticas", en: "/seller/statistics" },
    "/vendedor/estado-de-cuenta": { es: "/vendedor/estado-de-cuenta", en: "/seller/statement" },
    "/vendedor/facturas": { es: "/vendedor/facturas", en: "/seller/invoices" },
    "/vendedor/pagos": { es: "/vendedor/pagos", en: "/seller/payouts" },
    "/vendedor/reservas": { es: "/vendedor/reservas", en: "/seller/bookings" },
    "/vendedor/reservas/ajustes": { es: "/vendedor/reservas/ajustes", en: "/seller/bookings/settings" },
    "/negocio/[slug]/editar": { es: "/negocio/[slug]/editar", en: "/business/[slug]/edit" },
  },
});

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

import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from "./locale";

// The public pages in both languages, declared once: next-intl's routing (Spanish unprefixed,
// English under /en, the locale cookie), with each page's Spanish path and its English one. The
// English pages are the app/en route tree, one thin file per page over the Spanish page's code;
// no middleware rewrites them, so the cached pages stay cached and Spanish URLs never move.
// Pages missing here (the account, the seller's panel, the operator) exist in Spanish only, and a
// link to them from an English page stays Spanish.
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

const ROUTES: CompiledRoute[] = Object.values(routing.pathnames).map(({ es, en }) => ({
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
    if (match) return `${fill(route.enPattern, match.slice(1))}${rest}`;
  }
  return href;
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

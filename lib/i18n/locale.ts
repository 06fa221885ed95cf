// The site's languages. Spanish is the default and its URLs carry no prefix; English lives under
// /en (lib/i18n/routing.ts). Plain constants, so client providers and proxy.ts can name them too.
// es-GT: numbers as Guatemala writes them (4.5, 1,234.50), dates in Spanish; en-US for English.
export const LOCALES = ["es", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "es";

/** The Intl locale each language formats numbers and dates with. */
export const INTL_LOCALES: Record<Locale, string> = { es: "es-GT", en: "en-US" };
/** `<html lang>` and the hreflang of each language's pages. */
export const HREFLANGS: Record<Locale, string> = { es: "es-GT", en: "en" };
/** Open Graph's og:locale. */
export const OG_LOCALES: Record<Locale, string> = { es: "es_GT", en: "en_US" };

/** The Spanish Intl locale: where code has no page to ask (jobs, e-mails to Spanish readers). */
export const LOCALE = INTL_LOCALES.es;
export const TIME_ZONE = "America/Guatemala";

export const isLocale = (value: unknown): value is Locale => value === "es" || value === "en";

/** next-intl's locale cookie: the language a visitor chose with the switch. */
export const LOCALE_COOKIE = "NEXT_LOCALE";

import "server-only";
import { INTL_LOCALES, TIME_ZONE } from "./locale";
import { pageLocale } from "./page-locale";

// Intl formatters in the page's language (es-GT on Spanish pages, en-US on English ones), built
// once per language and options: a formatter is costly to build and holds nothing about a visitor.
const dates = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

/** The Intl locale of the page being rendered (or of the action's posting page). */
export function intlLocale(): string {
  return INTL_LOCALES[pageLocale()];
}

export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dates.get(key);
  if (!format) dates.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numbers.get(key);
  if (!format) numbers.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** "12 dic 2026" ("Dec 12, 2026"): an invitation's or a document's day, on Guatemala's clock. */
export const shortDateFormat = () =>
  dateFormat({ timeZone: TIME_ZONE, day: "numeric", month: "short", year: "numeric" });

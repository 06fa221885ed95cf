import "server-only";
import { cache } from "react";
import type {
  getFormatter as nextIntlGetFormatter,
  getTranslations as nextIntlGetTranslations,
} from "next-intl/server";
import { _createCache, _createIntlFormatters, createFormatter, createTranslator } from "use-intl/core";
import { compiledMessagesFor } from "./compiled-messages";
import { INTL_LOCALES, TIME_ZONE, type Locale } from "./locale";
import { rawMessage } from "./messages";
import { pageLocale } from "./page-locale";

// Server components translate through here rather than next-intl's getTranslations/getFormatter.
// next-intl keeps its parsed messages and Intl formatters per request, so every dynamic render
// parsed each ICU message again and built new Intl.NumberFormat/DateTimeFormat objects: ~9% of
// the CPU of a /buscar render (bench/RESULTS.md, session 22). Two languages, one time zone and
// their messages files for the whole process make those safe to share between requests: the
// caches are keyed by message text, locale and options, and hold nothing about a visitor.
// The language is the page's (lib/i18n/page-locale.ts): Spanish unless an English page set it.
const shared = _createCache();
const formatters = _createIntlFormatters(shared);

const translatorFor = cache((locale: Locale, namespace: string | undefined) => {
  const t = createTranslator({
    locale: INTL_LOCALES[locale],
    timeZone: TIME_ZONE,
    messages: compiledMessagesFor(locale),
    namespace: namespace as never,
    _cache: shared,
    _formatters: formatters,
  });
  // t.raw reads the source file: a precompiled message is no text to hand out, and use-intl's
  // development build refuses t.raw once messages are precompiled (search.popularTerms, an array).
  t.raw = ((key: string) => sourceMessage(namespace ? `${namespace}.${key}` : key, locale)) as typeof t.raw;
  return t;
});

function sourceMessage(path: string, locale: Locale): unknown {
  const value = rawMessage(path, locale);
  if (value === undefined) throw new Error(`Missing message: ${path}`);
  return value;
}

type Namespace = string | { namespace?: string; locale?: Locale };

/** next-intl's `getTranslations` (same signature and types), over process-wide caches. */
export const getTranslations = (async (arg?: Namespace) =>
  translatorFor(
    (typeof arg === "object" && arg.locale) || pageLocale(),
    typeof arg === "string" ? arg : arg?.namespace,
  )) as unknown as typeof nextIntlGetTranslations;

const formatter = cache((locale: Locale) =>
  createFormatter({ locale: INTL_LOCALES[locale], timeZone: TIME_ZONE, _cache: shared, _formatters: formatters }),
);

/** next-intl's `getFormatter`, over the same caches (no relative times: lib/domain/relative-time.ts). */
export const getFormatter = (async () => formatter(pageLocale())) as unknown as typeof nextIntlGetFormatter;

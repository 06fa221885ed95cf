import "server-only";
import { cache } from "react";
import type {
  getFormatter as nextIntlGetFormatter,
  getTranslations as nextIntlGetTranslations,
} from "next-intl/server";
import { _createCache, _createIntlFormatters, createFormatter, createTranslator } from "use-intl/core";
import { compiledMessages as messages } from "./compiled-messages";
import { rawMessage } from "./messages";
import { LOCALE, TIME_ZONE } from "./request";

// Server components translate through here rather than next-intl's getTranslations/getFormatter.
// next-intl keeps its parsed messages and Intl formatters per request, so every dynamic render
// parsed each ICU message again and built new Intl.NumberFormat/DateTimeFormat objects: ~9% of
// the CPU of a /buscar render (bench/RESULTS.md, session 22). One locale, one time zone and one
// messages file for the whole process make those safe to share between requests: the caches
// are keyed by message text, locale and options, and hold nothing about a visitor. (Messages now
// come precompiled, lib/i18n/compiled-messages.ts: nothing is parsed at all, the formatters stay shared.)
const shared = _createCache();
const formatters = _createIntlFormatters(shared);

const translatorFor = cache((namespace: string | undefined) => {
  const t = createTranslator({
    locale: LOCALE,
    timeZone: TIME_ZONE,
    messages,
    namespace: namespace as never,
    _cache: shared,
    _formatters: formatters,
  });
  // t.raw reads the source file: a precompiled message is no text to hand out, and use-intl's
  // development build refuses t.raw once messages are precompiled (search.popularTerms, an array).
  t.raw = ((key: string) => sourceMessage(namespace ? `${namespace}.${key}` : key)) as typeof t.raw;
  return t;
});

function sourceMessage(path: string): unknown {
  const value = rawMessage(path);
  if (value === undefined) throw new Error(`Missing message: ${path}`);
  return value;
}

/** next-intl's `getTranslations` (same signature and types), over process-wide caches. */
export const getTranslations = (async (arg?: string | { namespace?: string }) =>
  translatorFor(typeof arg === "string" ? arg : arg?.namespace)) as unknown as typeof nextIntlGetTranslations;

const formatter = cache(() =>
  createFormatter({ locale: LOCALE, timeZone: TIME_ZONE, _cache: shared, _formatters: formatters }),
);

/** next-intl's `getFormatter`, over the same caches (no relative times: lib/domain/relative-time.ts). */
export const getFormatter = (async () => formatter()) as unknown as typeof nextIntlGetFormatter;

// What `use-intl/format-message` resolves to in the app's bundles (next.config.ts): use-intl's
// format-only formatter for precompiled messages (no ICU parser in any bundle), with whole numbers
// printed without Intl.
//
// Why: an ICU plural's "#" ("{n, plural, one {# oferta} other {# ofertas}}") asks use-intl for
// `new Intl.NumberFormat(locale)`, and the first Intl number format a page creates loads ICU's data:
// ~11 ms in Node on our 2-core machine, ~60 ms on Lighthouse's throttled phone, inside the hydration
// task of every page whose client components show a count (home tiles, coupon cards, business
// stats; bench/RESULTS.md, session 28). A whole number in es-GT is only digits grouped by commas,
// which formatCount prints by hand exactly as Intl does (tests/unit/format-message.test.ts).
import formatOnly from "use-intl/format-message/format-only";
import { formatCount } from "@/lib/domain/money";
import { INTL_LOCALES, LOCALE } from "./locale";

// Both languages group whole numbers the same way (1,234).
const GROUPED_BY_COMMAS = new Set(Object.values(INTL_LOCALES));

type Options = Parameters<typeof formatOnly>[3];
type Formatters = Options["formatters"];

const wrapped = new WeakMap<Formatters, Formatters>();

/** The formatters with getNumberFormat(es-GT or en-US), no options, printing whole numbers by hand. */
export function countFormatters(formatters: Formatters): Formatters {
  let out = wrapped.get(formatters);
  if (!out) {
    // One object per provider's formatters, not one per "#" formatted. Anything but a whole
    // number (never a count, but a message could ask) goes to Intl.
    const counts = {
      format: (value: number | bigint) =>
        typeof value === "number" && Number.isSafeInteger(value)
          ? formatCount(value)
          : formatters.getNumberFormat(LOCALE).format(value),
    } as Intl.NumberFormat;
    const getNumberFormat: Formatters["getNumberFormat"] = (locale, options) =>
      typeof locale !== "string" || !GROUPED_BY_COMMAS.has(locale) || options !== undefined
        ? formatters.getNumberFormat(locale, options)
        : counts;
    out = { ...formatters, getNumberFormat };
    wrapped.set(formatters, out);
  }
  return out;
}

function formatMessage(
  ...[key, message, values, options]: Parameters<typeof formatOnly>
): ReturnType<typeof formatOnly> {
  return formatOnly(key, message, values, { ...options, formatters: countFormatters(options.formatters) });
}
// use-intl reads this flag: precompiled messages have no raw ICU text to return.
formatMessage.raw = formatOnly.raw;

export default formatMessage;

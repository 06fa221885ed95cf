import "server-only";
import compile from "icu-minify/compile";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";
import type { Locale } from "./locale";

/**
 * messages/es.json and en.json with every ICU message precompiled (icu-minify, the compiler next-intl's own
 * `precompile` option uses). next.config.ts points use-intl's formatter at its format-only
 * variant, so no bundle carries the ICU parser (intl-messageformat, ~12 KB gzip of every page's
 * JavaScript): every translator, on the server and in the browser, must get messages from here.
 *
 * Not next-intl's `experimental.messages.precompile`: its loader rewrites every import of the
 * JSON file, but lib/i18n/messages.ts and proxy.ts read the plain text and `search.popularTerms`
 * is an array, which that loader refuses. Compiled once per process, at first import.
 */
type Tree = { [key: string]: unknown };

function precompile(tree: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out[key] = compileOrKeep(value);
    // Arrays (search.popularTerms) are read whole with t.raw(), never formatted.
    else if (Array.isArray(value)) out[key] = value;
    else out[key] = precompile(value as Tree);
  }
  return out;
}

/**
 * A text without placeholders compiles to itself. The e-mail sender ("CuponGT <no-responder@…>")
 * is no valid ICU (a tag that never closes); it is only read as plain text by message(), so it stays as is.
 */
function compileOrKeep(text: string): unknown {
  try {
    // A JSON round trip: the compiler's plural options have no prototype, which React refuses to
    // pass to client components.
    return JSON.parse(JSON.stringify(compile(text))) as unknown;
  } catch {
    return text;
  }
}

// Typed as the Spanish file, so translators keep checking keys against it (the English file has
// the same keys: tests/unit/lib/i18n/message-parity.test.ts).
export type Messages = typeof spanish;
export const compiledMessages = precompile(spanish) as Messages;
let compiledEnglish: Messages | undefined;

/** A language's messages, precompiled; English on first use (a Spanish-only process never compiles it). */
export function compiledMessagesFor(locale: Locale): Messages {
  if (locale === "es") return compiledMessages;
  return (compiledEnglish ??= precompile(english) as Messages);
}

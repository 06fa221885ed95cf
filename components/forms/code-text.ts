// The forms' side of "codes below, words at the edge": zod issues from lib/domain carry message
// codes (lib/domain/message-code.ts); here they become the Spanish the route sent to the browser
// (its <ClientMessages> namespaces), so no rule bundles the whole messages file.
import type { FieldValues, Resolver } from "react-hook-form";
import { parseMessageCode, type MessageValues } from "@/lib/domain/message-code";

/** What a next-intl translator of one namespace offers, as far as codes need it. */
export interface Translate {
  (key: string, values?: MessageValues): string;
  has(key: string): boolean;
}

/** A code in words, by the translator of its namespace: { auth: t } where t translates "auth". */
export function codeText(code: string, translators: Record<string, Translate>): string {
  const { key, values } = parseMessageCode(code);
  for (const [namespace, t] of Object.entries(translators)) {
    if (!key.startsWith(`${namespace}.`)) continue;
    const rest = key.slice(namespace.length + 1);
    if (t.has(rest)) return t(rest, values);
  }
  return code;
}

function wordErrors(node: unknown, word: (code: string) => string): unknown {
  if (!node || typeof node !== "object") return node;
  // A field array's errors stay an array (sparse: only the rows in error), as react-hook-form reads them.
  if (Array.isArray(node)) return node.map((row) => wordErrors(row, word));
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node)) {
    // `ref` is the field's DOM element: passed on untouched.
    if (name === "message" && typeof value === "string") out[name] = word(value);
    else out[name] = name === "ref" ? value : wordErrors(value, word);
  }
  return out;
}

/** A resolver whose error messages are words: `errors.email.message` reads as today. */
export function wordedResolver<A extends FieldValues, C, B>(
  resolver: Resolver<A, C, B>,
  word: (code: string) => string,
): Resolver<A, C, B> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: wordErrors(result.errors, word) } as typeof result;
  };
}

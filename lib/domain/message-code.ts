// Pure rules speak in codes, not words: a code is a key of messages/es.json ("orders.cartEmpty"),
// optionally with the values its text needs. Zod issues carry one as their message; the action
// wrapper (lib/i18n/messages.ts `textOf`) and the forms (components/forms/code-text.ts) turn it
// into Spanish. So no rule pulls the 70 KB messages file into a browser bundle.

export type MessageValues = Record<string, string | number>;

const SEPARATOR = "|";

/** "orders.tooManyLines" with { max: 20 } -> 'orders.tooManyLines|{"max":20}'. */
export function messageCode(key: string, values?: MessageValues): string {
  return values ? `${key}${SEPARATOR}${JSON.stringify(values)}` : key;
}

/** The key and values of a code; anything that is not one comes back as a bare key. */
export function parseMessageCode(code: string): { key: string; values?: MessageValues } {
  const at = code.indexOf(SEPARATOR);
  if (at < 0) return { key: code };
  try {
    const values: unknown = JSON.parse(code.slice(at + 1));
    if (values && typeof values === "object" && !Array.isArray(values))
      return { key: code.slice(0, at), values: values as MessageValues };
  } catch {
    // not a code with values: fall through
  }
  return { key: code };
}

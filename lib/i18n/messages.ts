import messages from "@/messages/es.json";
import { parseMessageCode } from "@/lib/domain/message-code";

/**
 * Spanish text by dotted key ("auth.loginFailedTitle") for code outside React (server actions,
 * the data layer's typed errors). Same file next-intl serves, so one source for every string.
 * `{name}` placeholders are filled from `values`.
 */
export function message(key: string, values?: Record<string, string | number>): string {
  const node = lookup(key);
  if (node === undefined) throw new Error(`Missing message: ${key}`);
  return values
    ? node.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all))
    : node;
}

function lookup(key: string): string | undefined {
  const node = rawMessage(key);
  return typeof node === "string" ? node : undefined;
}

/** What the file holds at a dotted key, as written (text, array or namespace); undefined if nothing. */
export function rawMessage(key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/**
 * The Spanish text of a code from the pure rules or the data layer (lib/domain/message-code.ts):
 * a key of this file with its values. Text that is no code (zod's own wording) passes unchanged.
 */
export function textOf(code: string): string {
  const { key, values } = parseMessageCode(code);
  return lookup(key) === undefined ? code : message(key, values);
}

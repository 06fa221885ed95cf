import english from "@/messages/en.json";
import spanish from "@/messages/es.json";
import type { Locale } from "./locale";
import { pageLocale } from "./page-locale";

const FILES: Record<Locale, unknown> = { es: spanish, en: english };
import { parseMessageCode } from "@/lib/domain/message-code";

/**
 * Text by dotted key ("auth.loginFailedTitle") for code outside React (server actions, the data
 * layer's typed errors, e-mails), in the current page's or action's language (page-locale.ts)
 * unless told. Same files next-intl serves, so one
 * source for every string. `{name}` placeholders are filled from `values`.
 */
export function message(key: string, values?: Record<string, string | number>, locale: Locale = pageLocale()): string {
  const node = lookup(key, locale);
  if (node === undefined) throw new Error(`Missing message: ${key}`);
  return values
    ? node.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all))
    : node;
}

function lookup(key: string, locale: Locale = "es"): string | undefined {
  const node = rawMessage(key, locale);
  return typeof node === "string" ? node : undefined;
}

/** What the file holds at a dotted key, as written (text, array or namespace); undefined if nothing. */
export function rawMessage(key: string, locale: Locale = "es"): unknown {
  let node: unknown = FILES[locale];
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/**
 * The text of a code from the pure rules or the data layer (lib/domain/message-code.ts):
 * a key of this file with its values. Text that is no code (zod's own wording) passes unchanged.
 */
export function textOf(code: string, locale: Locale = pageLocale()): string {
  const { key, values } = parseMessageCode(code);
  return lookup(key, locale) === undefined ? code : message(key, values, locale);
}

import messages from "@/messages/es.json";

/**
 * Spanish text by dotted key ("auth.loginFailedTitle") for code outside React (server actions,
 * the data layer's typed errors). Same file next-intl serves, so one source for every string.
 * `{name}` placeholders are filled from `values`.
 */
export function message(key: string, values?: Record<string, string | number>): string {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") throw new Error(`Missing message: ${key}`);
  return values ? node.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all)) : node;
}

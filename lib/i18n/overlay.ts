/** A messages tree as next-intl takes it: namespaces of namespaces of (compiled) messages. */
export type MessageTree = { [key: string]: unknown };

export const isMessageTree = (value: unknown): value is MessageTree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `base` with `extra` laid over it; subtrees of `base` are copied where `extra` adds to them, never
 * changed. Nothing new (keys `base` already has): `base` itself, so it stays one shared object.
 * Pure and client-safe: the server builds the shell's messages with it, and a route's provider
 * lays its own namespaces over the shell's in the browser (components/layout/shell-intl.tsx).
 */
export function overlay(base: MessageTree, extra: MessageTree): MessageTree {
  const out: MessageTree = { ...base };
  let changed = false;
  for (const [key, value] of Object.entries(extra)) {
    const under = out[key];
    out[key] = isMessageTree(under) && isMessageTree(value) && under !== value ? overlay(under, value) : value;
    changed ||= out[key] !== under;
  }
  return changed ? out : base;
}

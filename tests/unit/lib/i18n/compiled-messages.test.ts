// Messages are precompiled at start (lib/i18n/compiled-messages.ts) and formatted without the ICU
// parser (next.config.ts): every message must read exactly as the parser made it read before.
import { describe, expect, it } from "vitest";
import { _createCache, _createIntlFormatters } from "use-intl/core";
import formatPrecompiled from "use-intl/format-message/format-only";
import formatApp from "@/lib/i18n/format-message";
// The parsing formatter the app used before; imported by file, as the bare name now means format-only.
// @ts-expect-error -- no declarations of its own; same signature as format-only
import parsingFormatter from "@/node_modules/use-intl/dist/esm/production/format-message/index.js";
import messages from "@/messages/es.json";
import { compiledMessages } from "@/lib/i18n/compiled-messages";
import { LOCALE, TIME_ZONE } from "@/lib/i18n/request";

type Tree = { [key: string]: unknown };
const leaves = (tree: Tree, prefix = ""): [string, unknown][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === "object" && !Array.isArray(v) ? leaves(v as Tree, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
const at = (tree: Tree, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Tree)[part], tree);

const formatParsed = parsingFormatter as typeof formatPrecompiled;
const cache = _createCache();
const options = { cache, formatters: _createIntlFormatters(cache), locale: LOCALE, timeZone: TIME_ZONE };
// Rich text: a tag becomes its chunks in brackets, so where it lands is compared too.
const tag = (chunks: unknown) => `[${[chunks].flat().join("")}]`;
const join = (out: unknown) => [out].flat().join("");

/** The values a message takes, for each count tried on its plural arguments. */
function valueSets(text: string): Record<string, unknown>[] {
  const names = new Set([...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!));
  const plural = new Set([...text.matchAll(/\{\s*(\w+)\s*,\s*plural/g)].map((m) => m[1]!));
  const tags = [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]!);
  return [0, 1, 2, 1234, 1234567, 1234.5].map((n) => ({
    ...Object.fromEntries([...names].map((name) => [name, plural.has(name) ? n : `«${name}»`])),
    ...Object.fromEntries(tags.map((name) => [name, tag])),
  }));
}

const texts = leaves(messages).filter((entry): entry is [string, string] => typeof entry[1] === "string");

describe("precompiled messages", () => {
  it("format exactly as the ICU parser did, for every message of es.json", () => {
    const differences: string[] = [];
    for (const [key, text] of texts) {
      if (key === "authEmails.from") continue; // no ICU: read as plain text only (compiled-messages.ts)
      for (const values of valueSets(text)) {
        const hasValues = Object.keys(values).length > 0;
        const given = hasValues ? (values as never) : undefined;
        const before = join(formatParsed(key, text, given, options as never));
        const after = join(formatPrecompiled(key, at(compiledMessages, key) as never, given, options as never));
        if (before !== after) differences.push(`${key}: ${before} ≠ ${after}`);
        // What the app's bundles use (next.config.ts): a plural's "#" printed without Intl.
        const app = join(formatApp(key, at(compiledMessages, key) as never, given, options as never));
        if (before !== app) differences.push(`${key} (app): ${before} ≠ ${app}`);
        if (!hasValues) break;
      }
    }
    expect(differences).toEqual([]);
  });

  it("keeps texts without placeholders as the same strings, and arrays and the sender as they are", () => {
    const plain = texts.filter(([, text]) => !/[{}'<]/.test(text));
    expect(plain.length).toBeGreaterThan(1000);
    for (const [key, text] of plain) expect(at(compiledMessages, key)).toBe(text);
    expect(compiledMessages.search.popularTerms).toEqual(messages.search.popularTerms);
    expect(compiledMessages.authEmails.from).toBe(messages.authEmails.from);
  });

  it("holds only plain objects and arrays, which React can pass to client components", () => {
    const odd: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== "object") return;
      const proto = Object.getPrototypeOf(node);
      if (proto !== Object.prototype && proto !== Array.prototype) odd.push(path);
      for (const [k, v] of Object.entries(node)) visit(v, `${path}.${k}`);
    };
    visit(compiledMessages, "messages");
    expect(odd).toEqual([]);
  });
});

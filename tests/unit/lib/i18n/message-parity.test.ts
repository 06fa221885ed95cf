// The two languages' messages: the same keys, the same placeholders, arrays of the same length,
// and every English message valid ICU. A key added to one file only fails here.
import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";

type Tree = { [key: string]: unknown };

function leaves(tree: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (Array.isArray(tree) || typeof tree !== "object" || tree === null) return out.set(prefix, tree);
  for (const [key, value] of Object.entries(tree as Tree))
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
  return out;
}

/** The argument names a message uses ({name}, {n, plural, ...}), sorted. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort();

const es = leaves(spanish);
const en = leaves(english);

describe("messages/es.json and messages/en.json", () => {
  it("hold the same keys", () => {
    expect(
      [...en.keys()].filter((key) => !es.has(key)),
      "only in en.json",
    ).toEqual([]);
    expect(
      [...es.keys()].filter((key) => !en.has(key)),
      "only in es.json",
    ).toEqual([]);
  });

  it("use the same placeholders and array lengths in every message", () => {
    const differ: string[] = [];
    for (const [key, text] of es) {
      const other = en.get(key);
      if (Array.isArray(text)) {
        if (!Array.isArray(other) || other.length !== text.length) differ.push(key);
      } else if (typeof text === "string" && typeof other === "string") {
        if (placeholders(text).join() !== placeholders(other).join()) differ.push(key);
      }
    }
    expect(differ).toEqual([]);
  });

  it("are valid ICU in English wherever the Spanish is", () => {
    const broken: string[] = [];
    for (const [key, text] of en) {
      if (typeof text !== "string") continue;
      let spanishCompiles = true;
      try {
        compile(String(es.get(key)));
      } catch {
        spanishCompiles = false;
      }
      try {
        compile(text);
      } catch {
        if (spanishCompiles) broken.push(key);
      }
    }
    expect(broken).toEqual([]);
  });

  it("translate: English texts are not the Spanish ones copied", () => {
    // Texts the same in both (brand, symbols, place names, "Spa") are short or have no Spanish
    // letters; a long Spanish sentence left untranslated is caught.
    const copied = [...es].filter(
      ([key, text]) => typeof text === "string" && text.length > 40 && en.get(key) === text && /[áéíóúñ¿¡]/i.test(text),
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});

// A comment must say its reason itself. "issue 17 item 5", "SPEC 4" or "PRODUCT.md" send a reader
// to a document that is not in the repository, so the comment tells a newcomer nothing. This scans
// only comments (through the TypeScript parser, so strings and Spanish UI text are never read) and
// lists every file:line that cites an issue number or an outside planning document. Public
// references a reader can open (RFC 9110, an upstream URL, a file in this repository) are fine.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "components", "lib", "proxy.ts", "next.config.ts", "instrumentation.ts"];
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Each names a document or a numbered item a reader cannot open. Case matters where it is shown. */
const CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: "issue number", pattern: /\bissues? ?#?\d+/i },
  { name: "SPEC section", pattern: /\bSPEC\b/ },
  { name: "PRODUCT section", pattern: /\bPRODUCT\b/ },
  { name: "ARCHITECTURE", pattern: /\bARCHITECTURE\b/ },
  { name: "planning document", pattern: /\b(?:SPEC|PRODUCT|ARCHITECTURE|NOTES|STYLE|TASKS?|BRIEF|TODO)\.md\b/i },
  { name: "section sign", pattern: /§/ },
  { name: "numbered item", pattern: /\bitems? \d+/i },
  { name: "numbered finding", pattern: /\bfindings? \d+/i },
];

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return [full];
  return readdirSync(full).flatMap((name) => (name === "node_modules" ? [] : filesUnder(join(path, name))));
}

/** Every comment of a TypeScript or JavaScript file, as [start offset, text]. */
function codeComments(file: string, text: string): [number, string][] {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : file.match(/\.[mc]?js$/) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) found.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    // JSX text is page content, not trivia: reading comments from it would misread "// ..." in a <p>.
    if (node.kind === ts.SyntaxKind.JsxText) return;
    // A JSDoc block is already one comment range; its parsed tags would only repeat it.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    // getChildren includes tokens, so a comment before a closing brace (JSX's {/* ... */}) is seen.
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.entries()];
}

function cssComments(text: string): [number, string][] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m[0]]);
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function citations(): string[] {
  const hits: string[] = [];
  for (const file of SCANNED.flatMap(filesUnder)) {
    const isCode = CODE.test(file) && !file.endsWith(".d.ts");
    if (!isCode && !file.endsWith(".css")) continue;
    const text = readFileSync(file, "utf8");
    for (const [start, comment] of isCode ? codeComments(file, text) : cssComments(text)) {
      comment.split("\n").forEach((line, i) => {
        const rule = CITATIONS.find((c) => c.pattern.test(line));
        if (rule)
          hits.push(`${relative(ROOT, file)}:${lineOf(text, start) + i} (${rule.name}): ${line.trim().slice(0, 120)}`);
      });
    }
  }
  return hits;
}

describe("comments say the reason, not where it was decided", () => {
  it("no comment cites an issue number or a planning document a reader cannot open", () => {
    const hits = citations();
    expect(hits.length, `Say the reason instead of citing it:\n${hits.join("\n")}\n`).toBe(0);
    // It parses every source file (about 1,100): 13 s alone on two cores, and past 30 s beside a
    // build and the end-to-end suite.
  }, 90_000);

  it("the patterns catch the citations they are for, and leave ordinary text alone", () => {
    const cited = [
      "issue 17 item 11",
      "(Issue 18: the static ceiling)",
      "SPEC 7",
      "SPEC §4",
      "per SPEC.md",
      "PRODUCT 6",
      "NOTES.md",
      "issue #12",
      "finding 2",
    ];
    for (const line of cited)
      expect(
        CITATIONS.some((c) => c.pattern.test(line)),
        line,
      ).toBe(true);
    const plain = [
      "HTTP 404",
      "RFC 9110",
      "the spec's 2-second 'Procesando...'",
      "up to 50 items",
      "SPECIAL",
      "https://github.com/vercel/next.js/issues/62228",
      "bench/RESULTS.md",
      "an issue with the network",
    ];
    for (const line of plain)
      expect(
        CITATIONS.some((c) => c.pattern.test(line)),
        line,
      ).toBe(false);
  });
});

// Which layer may import which: the data layer (lib/data) is the one door to the database, the job
// worker (lib/jobs) runs handlers that call it, and components render what a page hands them. If
// lib/data imported lib/jobs the two would load each other; if a component queried lib/data, where
// a page gets its data would be hidden in its tree; a barrel in lib/data would hide which module
// defines a function. Read with the TypeScript parser, so comments and strings never count.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

interface ModuleUse {
  /** The module as written, resolved to a path from the root when it is ours ("lib/jobs/queue"). */
  target: string;
  /** Type-only: `import type`, or every named import marked `type` (erased from the build). */
  typeOnly: boolean;
  line: number;
}

function targetOf(file: string, spec: string): string {
  if (spec.startsWith("@/")) return spec.slice(2);
  if (spec.startsWith(".")) return relative(ROOT, resolve(ROOT, dirname(file), spec));
  return spec;
}

/** Every module a file imports or re-exports, statically or with `import()`. */
function moduleUses(file: string, text: string): ModuleUse[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const uses: ModuleUse[] = [];
  const add = (node: ts.Node, spec: string, typeOnly: boolean) =>
    uses.push({
      target: targetOf(file, spec),
      typeOnly,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** Re-exports: `export … from`, `export *`, or an export list naming something the file imported. */
function reExports(file: string, text: string): number[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const imported = new Set<string>();
  for (const s of source.statements) {
    const clause = ts.isImportDeclaration(s) ? s.importClause : undefined;
    if (!clause) continue;
    if (clause.name) imported.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) imported.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) imported.add(e.name.text);
  }
  const lines: number[] = [];
  for (const s of source.statements) {
    if (!ts.isExportDeclaration(s)) continue;
    const named = s.exportClause && ts.isNamedExports(s.exportClause) ? s.exportClause.elements : undefined;
    const forwards = !!s.moduleSpecifier || !named || named.some((e) => imported.has((e.propertyName ?? e.name).text));
    if (forwards) lines.push(source.getLineAndCharacterOfPosition(s.getStart()).line + 1);
  }
  return lines;
}

const under = (target: string, dir: string) => target === dir || target.startsWith(`${dir}/`);
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

describe("layer boundaries", () => {
  const data = sourceFiles("lib/data");
  const components = sourceFiles("components");

  it("finds the files it checks", () => {
    expect(data).toContain("lib/data/checkout.ts");
    expect(components).toContain("components/coupons/coupon-card.tsx");
  });

  it("lib/data never imports lib/jobs (the worker imports the data layer, not the other way)", () => {
    const offenders = data.flatMap((f) =>
      moduleUses(f, read(f))
        .filter((u) => under(u.target, "lib/jobs"))
        .map((u) => `${f}:${u.line} ${u.target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("components import lib/data for types only (pages and templates under app/ fetch)", () => {
    const offenders = components.flatMap((f) =>
      moduleUses(f, read(f))
        .filter((u) => under(u.target, "lib/data") && !u.typeOnly)
        .map((u) => `${f}:${u.line} ${u.target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("lib/data re-exports nothing (importers name the module that defines what they use)", () => {
    const offenders = data.flatMap((f) => reExports(f, read(f)).map((line) => `${f}:${line}`));
    expect(offenders).toEqual([]);
  });

  it("the checks catch what they are meant to", () => {
    const uses = moduleUses(
      "lib/data/x.ts",
      [
        `import { a } from "@/lib/jobs/queue";`,
        `import type { B } from "../jobs/types";`,
        `import { type C, type D } from "@/lib/data/orders";`,
        `import { type E, f } from "@/lib/data/orders";`,
        `const g = await import("@/lib/data/search");`,
        `// import { h } from "@/lib/jobs/worker";`,
      ].join("\n"),
    );
    expect(uses).toEqual([
      { target: "lib/jobs/queue", typeOnly: false, line: 1 },
      { target: "lib/jobs/types", typeOnly: true, line: 2 },
      { target: "lib/data/orders", typeOnly: true, line: 3 },
      { target: "lib/data/orders", typeOnly: false, line: 4 },
      { target: "lib/data/search", typeOnly: false, line: 5 },
    ]);
    const barrel = [
      `import { a, type B } from "./a";`,
      `const own = 1;`,
      `export { own };`,
      `export { a };`,
      `export type { B };`,
      `export { c } from "./c";`,
      `export * from "./d";`,
    ].join("\n");
    expect(reExports("lib/data/x.ts", barrel)).toEqual([4, 5, 6, 7]);
  });
});

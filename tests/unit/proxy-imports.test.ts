// Issue 16, serverless and edge hosts: the request guard (proxy.ts) runs wherever the host runs it
// (Node by default in Next 16, edge on some hosts), so nothing it imports, however deep, may load a
// Node-only module at the top level. A lazy `await import(...)` behind a runtime check is allowed.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const NODE_ONLY =
  /^(node:|fs$|path$|crypto$|net$|tls$|child_process$|ws$|postgres$|@electric-sql\/pglite|drizzle-orm|bcryptjs$|nodemailer$|sharp$|server-only$)/;
// Static imports and re-exports only: `import x from "y"`, `import "y"`, `export … from "y"`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? join(ROOT, spec.slice(2))
    : spec.startsWith(".")
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

function importGraph(entry: string): { files: string[]; packages: Map<string, string> } {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(STATIC_IMPORT)) {
      if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue;
      const spec = match[1]!;
      const local = resolveLocal(file, spec);
      if (local) queue.push(local);
      else if (!spec.startsWith(".") && !spec.startsWith("@/")) packages.set(spec, file.slice(ROOT.length + 1));
    }
  }
  return { files: [...seen], packages };
}

describe("proxy.ts import graph", () => {
  const { files, packages } = importGraph(join(ROOT, "proxy.ts"));

  it("follows the guard's own modules", () => {
    expect(files.length).toBeGreaterThan(5);
    expect([...packages.keys()]).toContain("@supabase/ssr");
  });

  it("loads no Node-only module at the top level", () => {
    const offenders = [...packages]
      .filter(([spec]) => NODE_ONLY.test(spec))
      .map(([spec, file]) => `${spec} (in ${file})`);
    expect(offenders).toEqual([]);
  });
});

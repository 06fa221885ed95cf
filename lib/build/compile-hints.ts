// Run by `next build` (next.config.ts, compiler.runAfterProductionCompile): marks the scripts every
// page runs at start (build-manifest.json's rootMainFiles: React DOM, Next's router, Turbopack's
// runtime) with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` on their first line.
//
// Why: V8 compiles a function lazily, on the main thread, the first time it is called. Hydration
// calls most of React DOM, so on a phone its lazy compiles were ~100 ms of the one long task that
// evaluates the scripts (Lighthouse's throttled CPU, bench/RESULTS.md, session 28). With the hint,
// Chrome (136 and later) compiles the whole file while it streams in, on a background thread; other
// browsers read a comment. Only these files: a route's own chunks hold code that runs on a click.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Prepends the hint to `source` unless it is already there (a second run changes nothing). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Marks `distDir`'s root main files; returns their paths relative to distDir. */
export async function addCompileHints(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(distDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles?: string[];
  };
  const files = (manifest.rootMainFiles ?? []).filter((file) => file.endsWith(".js"));
  for (const file of files) {
    const path = join(distDir, file);
    const source = await readFile(path, "utf8");
    const marked = withCompileHint(source);
    if (marked !== source) await writeFile(path, marked);
  }
  return files;
}

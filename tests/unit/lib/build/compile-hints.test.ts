// lib/build/compile-hints.ts, run by `next build`: the scripts every page runs at start carry V8's
// compile hint on their first line, once, and no other file is touched.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints, withCompileHint } from "@/lib/build/compile-hints";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function distDir(files: Record<string, string>, rootMainFiles: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "cupongt-hints-"));
  dirs.push(dir);
  mkdirSync(join(dir, "static/chunks"), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(
    join(dir, "build-manifest.json"),
    JSON.stringify({ rootMainFiles, polyfillFiles: ["static/chunks/poly.js"] }),
  );
  return dir;
}

describe("compile hints", () => {
  it("put the hint on the first line, once", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(withCompileHint("a();")).toBe("//# allFunctionsCalledOnLoad\na();");
    expect(withCompileHint(withCompileHint("a();"))).toBe("//# allFunctionsCalledOnLoad\na();");
  });

  it("mark the build's root main scripts and nothing else", async () => {
    const dir = distDir(
      {
        "static/chunks/react-dom.js": "r();",
        "static/chunks/router.js": "n();",
        "static/chunks/route.js": "p();",
        "static/chunks/poly.js": "x();",
        "static/chunks/app.css": "a{}",
      },
      ["static/chunks/react-dom.js", "static/chunks/router.js", "static/chunks/app.css"],
    );
    expect(await addCompileHints(dir)).toEqual(["static/chunks/react-dom.js", "static/chunks/router.js"]);
    const read = (name: string) => readFileSync(join(dir, "static/chunks", name), "utf8");
    expect(read("react-dom.js")).toBe(`${COMPILE_HINT}r();`);
    expect(read("router.js")).toBe(`${COMPILE_HINT}n();`);
    expect(read("route.js")).toBe("p();");
    expect(read("poly.js")).toBe("x();");
    expect(read("app.css")).toBe("a{}");
    // A second build step over the same folder changes nothing.
    await addCompileHints(dir);
    expect(read("react-dom.js")).toBe(`${COMPILE_HINT}r();`);
  });
});

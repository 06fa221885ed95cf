// The README's map of the code is the code's: every folder a newcomer will meet at the top of
// app/ (and the route folders inside its groups), every module of lib/ and every area of lib/data
// is named in it, and every lib/ path it names exists. A folder added without a line in the map,
// or a line left behind by a move, fails here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const map = /## A map of the code\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? "";
const folders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith("_"))
    .map((e) => e.name);
/** Named as a word of its own: "buscar" in "buscar (+ termino…)", not inside "buscarlo". */
const names = (name: string) =>
  new RegExp(`(^|[\\s/,(])${name.replace(/[()[\]]/g, "\\$&")}(?=[\\s/,):;.]|$)`, "m").test(map);

describe("the README's map of the code", () => {
  it("is found", () => expect(map.length).toBeGreaterThan(1000));

  it("names every top-level folder of app/", () => {
    const missing = folders("app").filter((f) => !names(f.startsWith("(") ? `${f}/` : f));
    expect(missing).toEqual([]);
  });

  it("names every route folder inside app/'s groups, admin and api", () => {
    const grouped = ["(es)/(shop)", "(es)/(account)", "(es)/(seller)", "(es)/(info)", "api"].flatMap((g) =>
      folders(`app/${g}`).map((f) => [g, f] as const),
    );
    expect(grouped.length).toBeGreaterThan(30);
    expect(grouped.filter(([, f]) => !names(f)).map(([g, f]) => `app/${g}/${f}`)).toEqual([]);
  });

  it("names every module of lib/ and every area of lib/data", () => {
    expect(folders("lib").filter((f) => !map.includes(`lib/${f}/`))).toEqual([]);
    expect(folders("lib/data").filter((f) => !names(f))).toEqual([]);
  });

  it("names no lib/ path that does not exist", () => {
    const named = [...map.matchAll(/\blib\/[\w./-]*[\w]/g)].map((m) => m[0]);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });
});

// README.md and docs/ are what a newcomer reads first: a relative link that leads nowhere, or to a
// heading that was renamed, sends them into the dark. Every relative link in README.md,
// docs/**/*.md and bench/RESULTS.md must name a file or folder that exists, and its #anchor a
// heading of that file (GitHub's slugs). The README also stays a page, not an archive.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

const FILES = [join(ROOT, "README.md"), join(ROOT, "bench/RESULTS.md"), ...markdownFiles(join(ROOT, "docs"))];

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchors(file: string): Set<string> {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1] ?? "")));
}

/** Links written as [text](target), outside fenced code; external and mail links left out. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? "")
    .filter((target) => target !== "" && !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

function brokenLinks(file: string): string[] {
  return relativeLinks(file).flatMap((target) => {
    const [path, anchor] = target.split("#");
    const resolved = path ? resolve(dirname(file), path) : file;
    const where = `${relative(ROOT, file)} → ${target}`;
    if (!existsSync(resolved)) return [`${where} (no such file)`];
    if (anchor && statSync(resolved).isFile() && !anchors(resolved).has(anchor)) return [`${where} (no such heading)`];
    return [];
  });
}

describe("README and docs", () => {
  it("link only to files and headings that exist", () => {
    expect(FILES.flatMap(brokenLinks)).toEqual([]);
  });

  it("keep the README a first afternoon's read (at most 200 lines)", () => {
    const lines = readFileSync(join(ROOT, "README.md"), "utf8").split("\n").length;
    expect(lines).toBeLessThanOrEqual(201);
  });

  it("has docs/ and its decision records", () => {
    for (const name of ["001-twin-routes.md", "002-own-job-queue.md", "003-message-bundles.md"]) {
      expect(existsSync(join(ROOT, "docs/decisions", name)), name).toBe(true);
    }
  });
});

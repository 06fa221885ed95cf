// Every client component that translates must find its namespace in the messages its route sends
// to the browser (lib/i18n/client-messages.ts): a missing one only shows up at run time, as the raw
// key on screen and an error in the console.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  HOME_CLIENT_NAMESPACES,
  SHELL_CLIENT_NAMESPACES,
  clientMessages,
  pickMessages,
} from "@/lib/i18n/client-messages";
import { MESSAGE_BUNDLES, type MessageBundle } from "@/lib/i18n/message-bundles";

const root = resolve(__dirname, "../../../..");
const files: string[] = [];
const walk = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (/\.tsx?$/.test(entry.name)) files.push(path);
  }
};
for (const dir of ["app", "components", "lib"]) walk(join(root, dir));

const source = new Map(files.map((f) => [f, readFileSync(f, "utf8")]));
const resolveImport = (from: string, spec: string): string | null => {
  const base = spec.startsWith("@/")
    ? join(root, spec.slice(2))
    : spec.startsWith(".")
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, "index.tsx"), join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
};
const imports = new Map<string, string[]>();
const importers = new Map<string, Set<string>>();
for (const [file, text] of source) {
  const deps = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)]
    .map((m) => resolveImport(file, m[1] ?? ""))
    .filter((d): d is string => d !== null);
  imports.set(file, deps);
  for (const dep of deps) importers.set(dep, (importers.get(dep) ?? new Set()).add(file));
}

// Files that run in the browser: "use client" modules and everything they import.
const clientFiles = new Set<string>();
const stack = files.filter((f) => /^\s*["']use client["']/.test(source.get(f)!));
while (stack.length) {
  const file = stack.pop()!;
  if (clientFiles.has(file)) continue;
  clientFiles.add(file);
  stack.push(...(imports.get(file) ?? []));
}

// A lazily loaded module that calls withMessageBundle("x", …) gives what it renders bundle x's
// messages instead of its route's: it counts as a root of its own, like a route.
const bundleRoots = new Map<string, MessageBundle>();
for (const [file, text] of source) {
  const m = text.match(/withMessageBundle\(\s*["'](\w+)["']/);
  if (m && !file.endsWith("lazy-messages.tsx")) bundleRoots.set(file, m[1] as MessageBundle);
}

const ROUTE_FILE = /^app\/(?:.*\/)?(page|layout|error|not-found|loading|template|default)\.tsx$/;
// Providers of a route's bundled messages (its words travel in its JavaScript): what each gives.
const BUNDLED_PROVIDERS: Record<string, readonly string[]> = {
  HomeMessages: HOME_CLIENT_NAMESPACES,
  EnglishHomeMessages: HOME_CLIENT_NAMESPACES,
};
// An English twin (app/en/..., lib/i18n/routing.ts) renders its Spanish route file's code.
const TWIN_OF = /(?:import Spanish[^"]*from|export \{ default \} from) "@\/(app\/\(es\)\/[^"]+)"/;
const namespacesIn = (text: string) => [
  ...[...text.matchAll(/<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/g)].flatMap((m) =>
    [...(m[1] ?? "").matchAll(/"([^"]+)"/g)].map((n) => n[1] ?? ""),
  ),
  ...[...text.matchAll(/<(\w+Messages)>/g)].flatMap((m) => BUNDLED_PROVIDERS[m[1] ?? ""] ?? []),
];

/** What a route file's client components receive: the shell's, or the nearest <ClientMessages>. */
function provided(routeFile: string): string[] {
  const bundle = bundleRoots.get(routeFile);
  if (bundle) return [...(MESSAGE_BUNDLES[bundle] ?? [])];
  const twin = TWIN_OF.exec(source.get(routeFile) ?? "");
  if (twin) return provided(join(root, `${twin[1]}.tsx`));
  const rel = relative(root, routeFile);
  const own = rel.endsWith("/layout.tsx") ? [] : namespacesIn(source.get(routeFile)!);
  if (own.length) return [...SHELL_CLIENT_NAMESPACES, ...own];
  // Layouts from the route's folder up (a layout's own provider wraps only its children).
  let dir = dirname(rel.endsWith("/layout.tsx") ? dirname(rel) : rel);
  for (;;) {
    const layout = join(root, dir, "layout.tsx");
    const found = source.has(layout) ? namespacesIn(source.get(layout)!) : [];
    if (found.length) return [...SHELL_CLIENT_NAMESPACES, ...found];
    if (dir === "app" || dir === ".") return [...SHELL_CLIENT_NAMESPACES];
    dir = dirname(dir);
  }
}

function routesReaching(file: string): string[] {
  const seen = new Set<string>();
  const routes = new Set<string>();
  const todo = [file];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    if (bundleRoots.has(f)) {
      routes.add(f);
      continue;
    }
    if (ROUTE_FILE.test(relative(root, f))) routes.add(f);
    todo.push(...(importers.get(f) ?? []));
  }
  return [...routes];
}

/**
 * The full keys ("home.countdownLabel") a file translates in namespace `ns`, or null when it uses
 * them in a way this cannot follow (a computed key, the translator passed on, .raw of a subtree).
 */
function keysUsed(text: string, ns: string): string[] | null {
  const vars = [...text.matchAll(/(?:const|let)\s+(\w+)\s*=\s*useTranslations\(\s*["']([^"']+)["']\s*\)/g)]
    .filter((m) => m[2] === ns)
    .map((m) => m[1] ?? "");
  if (!vars.length) return null;
  const keys = new Set<string>();
  for (const v of vars) {
    // Not inside a class name ("border-t") or a property ("x.t").
    const uses = [...text.matchAll(new RegExp(`(?<![\\w.-])${v}(?![\\w-])(?!\\s*=\\s*useTranslations)`, "g"))].length;
    const calls = [
      ...text.matchAll(new RegExp(`(?<![\\w.-])${v}(?:\\.(?:rich|markup|has))?\\(\\s*["']([^"'\`]+)["']`, "g")),
    ];
    if (calls.length !== uses) return null;
    for (const c of calls) keys.add(`${ns}.${c[1]}`);
  }
  return [...keys];
}

describe("client messages", () => {
  it("gives every translating client component its namespace on every route that renders it", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of clientFiles) {
      const text = source.get(file);
      if (text === undefined) continue; // JSON and the like
      expect(text, `${relative(root, file)}: useTranslations() without a namespace needs every message`).not.toMatch(
        /useTranslations\(\s*\)/,
      );
      // The route provider reads the shell's messages to lay its own over them; nothing else may.
      if (!file.endsWith("components/layout/shell-intl.tsx"))
        expect(text, `${relative(root, file)}: useMessages() sees only the picked messages`).not.toMatch(
          /useMessages\(/,
        );
      const needed = [...text.matchAll(/useTranslations\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? "");
      if (!needed.length) continue;
      const routes = routesReaching(file);
      expect(routes.length, `${relative(root, file)} is rendered by no route`).toBeGreaterThan(0);
      for (const route of routes) {
        const have = provided(route);
        for (const ns of needed) {
          checked++;
          if (have.some((p) => ns === p || ns.startsWith(`${p}.`))) continue;
          // A route may send only some keys of a namespace ("home.countdownLabel"): then every key
          // the file translates must be among them, and only literal keys can be checked.
          const keys = have.some((p) => p.startsWith(`${ns}.`)) ? keysUsed(text, ns) : null;
          if (!keys) missing.push(`${relative(root, file)} needs "${ns}" under ${relative(root, route)}`);
          else
            for (const key of keys)
              if (!have.some((p) => key === p || key.startsWith(`${p}.`)))
                missing.push(`${relative(root, file)} needs "${key}" under ${relative(root, route)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it("finds the checkout form behind its message bundle, and serves every bundle's namespaces", () => {
    expect([...bundleRoots.entries()].map(([f, b]) => [relative(root, f), b])).toContainEqual([
      "components/cart/checkout-loader.ts",
      "checkout",
    ]);
    for (const [bundle, namespaces] of Object.entries(MESSAGE_BUNDLES)) {
      expect(Object.keys(pickMessages(namespaces)).sort(), bundle).toEqual([...namespaces].sort());
    }
    // What every page no longer carries.
    expect(SHELL_CLIENT_NAMESPACES).not.toContain("checkout");
  });

  it("no other provider sends all messages", () => {
    for (const [file, text] of source) {
      if (/<NextIntlClientProvider(?![^>]*messages=)/.test(text))
        throw new Error(`${relative(root, file)}: NextIntlClientProvider without messages= sends all of them`);
    }
  });

  it("picks whole namespaces and dotted sub-namespaces, and refuses unknown ones", () => {
    const picked = pickMessages(["nav", "nav.links", "seller.members"]) as Record<
      string,
      Record<string, unknown> | undefined
    >;
    expect(Object.keys(picked).sort()).toEqual(["nav", "seller"]);
    expect(Object.keys(picked.seller ?? {})).toEqual(["members"]);
    expect(picked.nav?.links).toBeTypeOf("object");
    expect(() => pickMessages(["nope"])).toThrow(/nope/);
    // The shell's part is a small share of the whole file.
    expect(JSON.stringify(clientMessages()).length).toBeLessThan(12_000);
  });
});

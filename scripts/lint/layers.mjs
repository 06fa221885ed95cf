// The layers of lib/, as one lint rule (`cupongt/layers`, wired in eslint.config.mjs), so `npm run
// lint` refuses an import that crosses them. docs/architecture.md draws the picture; in short:
// - SQL only in data access: drizzle-orm, the postgres and PGlite drivers and lib/db's values are
//   imported by lib/data/**, a module's own data/ folder (lib/<module>/data/**) and lib/db itself.
//   A type (`import type { Tx }`) is no query, so types pass (outside rules).
// - Rules are pure: lib/domain/** and every lib/<feature>/rules/** import (not even a type) no Node module, no
//   database, data access, network, logging, job worker, framework or adapter.
// - A feature's private folders (jobs/, crypto/, adapters/) are imported from inside the
//   feature only; the job registry (lib/jobs/registry.ts) is the one outside reader of jobs/.
//   Everything else a feature has (its index, types, data/, rules/ and top-level files) is public.
// - The data layer does not import the job worker (the worker imports the data layer): only the
//   job declarations and retry rules, which are pure.
// - Components import data access for its types only (pages and templates under app/ fetch).
// - Data access re-exports nothing: importers name the module that defines what they use.
// Tests, benches and scripts are outside the layers: they reach in to check and measure.
import { dirname, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");
export const FEATURES = ["payments", "fel", "ledger", "places", "wallet", "bookings", "rates"];
const PRIVATE = ["jobs", "crypto", "adapters"];

/** The module an import names, as a path from the root ("lib/fel/data/certify"), or the package. */
function targetOf(file, spec) {
  if (spec.startsWith("@/")) return spec.slice(2);
  if (spec.startsWith(".")) return relative(ROOT, resolve(dirname(file), spec));
  return spec;
}

const under = (path, dir) => path === dir || path.startsWith(`${dir}/`);
const isDataAccess = (path) =>
  under(path, "lib/data") || /^lib\/[a-z-]+\/data(\/|$)/.test(path) || under(path, "lib/db");
const isRules = (path) => under(path, "lib/domain") || /^lib\/[a-z-]+\/rules(\/|$)/.test(path);
const PURE_JOB_PARTS = ["lib/jobs/definitions", "lib/jobs/retry", "lib/jobs/listing"];

const DATABASE_PACKAGES = /^(drizzle-orm|postgres|pg|@electric-sql\/pglite)(\/|$)/;
/** lib/db's pure parts, which anything may use: the breaker's state and the table names' types. */
const DB_PURE = ["lib/db/breaker"];

/** What a rule file may not import. */
function impureForRules(target) {
  if (/^(node:|fs$|path$|crypto$|child_process$|http$|https$|net$|os$)/.test(target)) return "a Node module";
  if (DATABASE_PACKAGES.test(target) || (under(target, "lib/db") && !DB_PURE.includes(target))) return "the database";
  if (isDataAccess(target)) return "data access";
  if (/^(next|react-dom|server-only)(\/|$)/.test(target)) return "the framework";
  for (const dir of ["lib/net", "lib/observability", "lib/auth", "lib/email", "lib/storage", "lib/ops", "lib/operator"])
    if (under(target, dir)) return `infrastructure (${dir})`;
  if (under(target, "lib/jobs") && !PURE_JOB_PARTS.includes(target)) return "the job worker";
  const feature = /^lib\/([a-z-]+)\/(adapters|jobs|email|crypto)(\/|$)/.exec(target);
  if (feature) return `${feature[1]}'s ${feature[2]}`;
  return null;
}

function check(file, spec, typeOnly, exporting) {
  const self = relative(ROOT, file).replace(/\.(ts|tsx|mjs|js)$/, "");
  if (!/^(lib|app|components)\//.test(self) && !/^(proxy|instrumentation)/.test(self)) return null;
  const target = targetOf(file, spec).replace(/\.(ts|tsx|mjs|js)$/, "");

  if (isRules(self)) {
    const impure = impureForRules(target);
    if (impure) return `rules are pure: ${self} may not import ${impure} (${spec})`;
  }
  if (!typeOnly && !isDataAccess(self) && !DB_PURE.includes(target)) {
    if (DATABASE_PACKAGES.test(target) || under(target, "lib/db"))
      return `SQL lives in data access (lib/data or lib/<module>/data): ${self} may not import ${spec}`;
  }
  const feature = /^lib\/([a-z-]+)\/([a-z-]+)(\/|$)/.exec(target);
  if (feature && FEATURES.includes(feature[1]) && PRIVATE.includes(feature[2]) && !under(self, `lib/${feature[1]}`)) {
    const registry = feature[2] === "jobs" && self === "lib/jobs/registry";
    if (!registry) return `${spec} is private to lib/${feature[1]}: import its index, types, data/ or rules/`;
  }
  if (isDataAccess(self) && !under(self, "lib/db") && under(target, "lib/jobs") && !PURE_JOB_PARTS.includes(target))
    return `data access may not import the job worker (${spec}): the worker imports data access`;
  if (under(self, "components") && isDataAccess(target) && !under(target, "lib/db") && !typeOnly)
    return `components import data access for types only (${spec}): the page fetches and passes it down`;
  if (exporting && isDataAccess(self) && !under(self, "lib/db"))
    return `data access re-exports nothing (${spec}): import it where it is defined`;
  return null;
}

const typeOnlyImport = (node) =>
  node.importKind === "type" ||
  (node.specifiers.length > 0 && node.specifiers.every((s) => s.type === "ImportSpecifier" && s.importKind === "type"));

const rule = {
  meta: { type: "problem", schema: [], docs: { description: "lib's layers (scripts/lint/layers.mjs)" } },
  create(context) {
    const file = context.filename;
    const report = (node, spec, typeOnly, exporting = false) => {
      const message = check(file, spec, typeOnly, exporting);
      if (message) context.report({ node, message });
    };
    const imported = new Set();
    return {
      ImportDeclaration: (node) => {
        for (const s of node.specifiers) imported.add(s.local.name);
        report(node, node.source.value, typeOnlyImport(node));
      },
      ExportNamedDeclaration: (node) => {
        if (node.source) return report(node, node.source.value, node.exportKind === "type", true);
        // `import { a } from "./a"; export { a };` forwards as surely as `export { a } from "./a"`.
        const forwarded = node.specifiers.find((s) => imported.has(s.local.name));
        if (forwarded) report(node, forwarded.local.name, false, true);
      },
      ExportAllDeclaration: (node) => report(node, node.source.value, node.exportKind === "type", true),
      ImportExpression: (node) =>
        node.source.type === "Literal" &&
        typeof node.source.value === "string" &&
        report(node, node.source.value, false),
    };
  },
};

export const layersPlugin = { rules: { layers: rule } };

// Shared pieces of the fuzz tests (issue 16, bad input): generated inputs that look like what an
// attacker or a broken client sends, a matcher for "is this a text of our Spanish catalogue", and
// a digest of every table so a rejected call can be shown to have changed nothing.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { rowsOf, type Db } from "@/lib/db/client";
import messages from "@/messages/es.json";

const HUGE = "a".repeat(100_000);

/** Strings that break naive code: empty, control characters, markup, SQL, paths, emoji, huge. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.uuid(),
  fc.emailAddress(),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "null",
    "undefined",
    "NaN",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "../../etc/passwd",
    "%00",
    "🙂".repeat(200),
    HUGE,
    "Q-1.00",
    "1e309",
    "-0",
  ),
);

/** Any JSON-ish value, weighted towards the wrong types and the edges of numbers. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_VALUE, Infinity, -Infinity, NaN, 1e308),
  fc.boolean(),
  fc.constantFrom(null, undefined),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 5 }),
  fc.object({ maxDepth: 1 }),
  fc.date(),
);

/** A multipart form as an upload sends it, with random fields and random bytes under any type. */
const formData: fc.Arbitrary<FormData> = fc
  .tuple(
    fc.array(fc.tuple(fc.string({ maxLength: 12 }), nastyString), { maxLength: 4 }),
    fc.uint8Array({ maxLength: 4096 }),
    fc.constantFrom(
      "image/png",
      "image/jpeg",
      "image/webp",
      "image/svg+xml",
      "text/html",
      "application/octet-stream",
      "",
    ),
  )
  .map(([fields, bytes, type]) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    form.append("file", new Blob([bytes], { type }), "foto.png");
    return form;
  });

/**
 * Inputs for an action whose schema has `keys` at the top: anything at all, objects with some of
 * its keys (plus prototype-pollution keys and extras), objects with all of them holding wrong or
 * extreme values, and multipart forms.
 */
export function actionInput(keys: string[]): fc.Arbitrary<unknown> {
  const names = [...keys, "__proto__", "constructor", "extra", "isAdmin", "userId", "role"];
  const all = Object.fromEntries(keys.map((key) => [key, nastyValue]));
  return fc.oneof(
    fc.anything(),
    fc.dictionary(fc.constantFrom(...names), nastyValue, { maxKeys: names.length }),
    fc.record(all),
    formData,
  );
}

/** The top-level keys of a zod object schema, looking through pipes, refinements and defaults. */
export function schemaKeys(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== "object" || depth > 4) return [];
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape && typeof shape === "object") return Object.keys(shape);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def ?? {};
  for (const inner of [def.in, def.innerType, def.schema, def.out]) {
    const keys = schemaKeys(inner, depth + 1);
    if (keys.length) return keys;
  }
  const options = def.options;
  return Array.isArray(options) ? [...new Set(options.flatMap((o) => schemaKeys(o, depth + 1)))] : [];
}

/** True when `text` is one of the catalogue's Spanish texts, placeholders and plurals filled in. */
export function catalogueMatcher(): (text: string) => boolean {
  const patterns: RegExp[] = [];
  const walk = (node: unknown) => {
    // A template that is all placeholder ("{value}", a whole ICU plural) would match any text.
    if (typeof node === "string" && literalLetters(node) >= 3) patterns.push(templatePattern(node));
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  walk(messages);
  return (text) => text.trim().length > 0 && patterns.some((pattern) => pattern.test(text));
}

function literalLetters(template: string): number {
  let depth = 0;
  let letters = 0;
  for (const ch of template) {
    if (ch === "{") depth++;
    else if (ch === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0 && /\p{L}/u.test(ch)) letters++;
  }
  return letters;
}

function templatePattern(template: string): RegExp {
  let out = "";
  let depth = 0;
  for (const ch of template) {
    if (ch === "{") {
      if (depth++ === 0) out += "[\\s\\S]*";
    } else if (ch === "}") {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      out += ch.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }
  }
  return new RegExp(`^${out}$`);
}

/**
 * One md5 per table of every schema a request could reach (rate-limit counters excepted: counting
 * a refused attempt is their job). Read through the owner connection, so RLS hides nothing.
 */
export async function tableDigests(owner: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await owner.execute(sql`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
      from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'auth', 'app_private', 'storage')
        and not (table_schema = 'app_private' and table_name = 'rate_limits')
      order by 1`),
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ h: string }>(
      await owner.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${name} t`),
      ),
    );
    digests[name] = row!.h;
  }
  return digests;
}

/** Next's own control flow (redirect, notFound) thrown out of an action or handler: not a crash. */
export function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && /^(NEXT_REDIRECT|NEXT_HTTP_ERROR_FALLBACK)/.test(digest);
}

/** A short, printable form of a generated input for a failure message. */
export function show(input: unknown): string {
  if (input instanceof FormData) return `FormData(${[...input.keys()].join(",")})`;
  try {
    const text = JSON.stringify(input, (_key, value) => (typeof value === "bigint" ? `${value}n` : value));
    return (text ?? String(input)).slice(0, 200);
  } catch {
    return String(input).slice(0, 200);
  }
}

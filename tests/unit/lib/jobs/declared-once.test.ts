// A job is declared once, in lib/jobs/definitions.ts, and every other place that names it follows
// that declaration: the SQL functions and triggers that enqueue it, the TypeScript that enqueues or
// schedules it, the registry that binds its handler, and the database's own list of names and
// priorities (generated from the declarations). A name found in one place only fails here.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_JOB_PRIORITY, JOB_NAMES, SCHEDULES, jobPriority } from "@/lib/jobs/definitions";

const ROOT = resolve(import.meta.dirname, "../../../..");
const files = (dir: string, ext: RegExp) =>
  readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** Job names SQL enqueues: the name an `insert into app_private.jobs` values or selects first, and the
 *  name a trigger hands to an enqueueing function (`enqueue_fel_job('certify_invoice', …)`). */
function sqlEnqueuedNames(text: string): string[] {
  const names: string[] = [];
  for (const statement of text.match(/insert into app_private\.jobs\b[^;]*/gi) ?? [])
    for (const m of statement.matchAll(/(?:values\s*\(\s*|select\s+)'([a-z]+(?:_[a-z]+)+)'/gi)) names.push(m[1]!);
  for (const m of text.matchAll(/enqueue_\w+\('([a-z]+(?:_[a-z]+)+)'/g)) names.push(m[1]!);
  return names;
}

/** Job names TypeScript enqueues: `enqueue(tx, "name", …)` or `enqueueMany(tx, "name", …)`. */
const tsEnqueuedNames = (text: string) =>
  [...text.matchAll(/\benqueue(?:Many)?\(\s*\w+,\s*"([a-z_]+)"/g)].map((m) => m[1]!);

const sqlSources = [...files("supabase/schemas", /\.sql$/), ...files("lib", /\.ts$/)];
const enqueuedBySql = new Map<string, string[]>();
for (const file of sqlSources)
  for (const name of sqlEnqueuedNames(read(file))) enqueuedBySql.set(name, [...(enqueuedBySql.get(name) ?? []), file]);
const enqueuedByTs = new Set(files("lib", /\.tsx?$/).flatMap((f) => tsEnqueuedNames(read(f))));
const scheduled = new Set<string>(SCHEDULES.map((s) => s.name));

describe("jobs are declared once", () => {
  it("reads the enqueueing SQL it checks", () => {
    expect(enqueuedBySql.get("certify_invoice")).toContain("supabase/schemas/19-fel.sql");
    expect(enqueuedBySql.get("send_push")).toContain("supabase/schemas/13-push.sql");
    expect(enqueuedBySql.get("send_expiry_reminder")).toContain("lib/jobs/data/reminders.ts");
    expect(
      sqlEnqueuedNames(
        `insert into app_private.jobs (name, payload) select 'send_push', x from t where k in ('gift_claimed');`,
      ),
    ).toEqual(["send_push"]);
  });

  it("every name SQL enqueues is declared", () => {
    const undeclared = [...enqueuedBySql].filter(([name]) => !JOB_NAMES.includes(name as never));
    expect(undeclared).toEqual([]);
  });

  it("every declared job is enqueued somewhere (SQL, TypeScript or the schedule)", () => {
    const orphans = JOB_NAMES.filter((n) => !enqueuedBySql.has(n) && !enqueuedByTs.has(n) && !scheduled.has(n));
    expect(orphans).toEqual([]);
  });

  it("every declared job has its handler bound in the registry", () => {
    const registry = read("lib/jobs/registry.ts");
    const bound = new Set([...registry.matchAll(/^\s+([a-z_]+):/gm)].map((m) => m[1]!));
    expect(JOB_NAMES.filter((n) => !bound.has(n))).toEqual([]);
    expect([...bound].filter((n) => !JOB_NAMES.includes(n as never))).toEqual([]);
  });

  it("the database's list of names and priorities is the declarations' (as migrated)", () => {
    const migrations = files("supabase/migrations", /\.sql$/)
      .sort()
      .map(read)
      .join("\n");
    // The last word of each migration on the check and on the priority column is what the database has.
    const check = [...migrations.matchAll(/"jobs_name_check" CHECK \(name = any \(array\[([^\]]*)\]\)\)/g)].at(-1);
    const listed = [...(check?.[1] ?? "").matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);
    expect(listed.sort()).toEqual([...JOB_NAMES].sort());
    const priority = [...migrations.matchAll(/"priority" smallint GENERATED ALWAYS AS \((case name [^)]*end)\)/g)].at(
      -1,
    );
    const ranked = [...(priority?.[1] ?? "").matchAll(/when '([a-z_]+)' then (\d+)/g)].map((m) => [m[1], Number(m[2])]);
    expect(Object.fromEntries(ranked)).toEqual(
      Object.fromEntries(
        JOB_NAMES.filter((n) => jobPriority(n) !== DEFAULT_JOB_PRIORITY).map((n) => [n, jobPriority(n)]),
      ),
    );
    expect(priority?.[1]).toContain(`else ${DEFAULT_JOB_PRIORITY} end`);
  });
});

// supabase/schemas is the one place a function is defined: a database migrated from scratch has
// exactly the functions the files define, each file defines its own (none twice), and re-applying
// every file (what a changed checksum does) is harmless: nothing is lost, duplicated or refused.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { AFTER_TABLES, BEFORE_TABLES, SCHEMAS_FOLDER } from "@/lib/db/schema-files";
import { assertLocalDatabase, testDatabaseUrl, testEngines, withDatabase } from "./helpers/engines";

const FILES = [...BEFORE_TABLES, ...AFTER_TABLES];

/** schema.name of every function a file creates. */
function definedIn(file: string): string[] {
  const text = readFileSync(resolve(SCHEMAS_FOLDER, file), "utf8");
  return [...text.matchAll(/^create or replace function ([a-z_]+\.[a-z_0-9]+)\s*\(/gim)].map((m) =>
    m[1]!.toLowerCase(),
  );
}

const LIVE_FUNCTIONS = `
  select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'app_private')
    and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  order by 1`;
const OBJECT_COUNTS = `
  select (select count(*) from pg_policies where schemaname in ('public', 'app_private'))::int as policies,
         (select count(*) from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
           where not t.tgisinternal and n.nspname in ('public', 'app_private', 'auth'))::int as triggers,
         (select count(*) from information_schema.role_routine_grants where routine_schema in ('public', 'app_private'))::int as function_grants,
         (select count(*) from information_schema.role_table_grants where table_schema in ('public', 'app_private'))::int as table_grants`;

describe("supabase/schemas", () => {
  it("defines each function once, across all files", () => {
    const all = FILES.flatMap((file) => definedIn(file).map((name) => ({ file, name })));
    const seen = new Map<string, string>();
    const twice = all.filter(({ file, name }) => (seen.has(name) ? true : (seen.set(name, file), false)));
    expect(twice).toEqual([]);
    expect(all.length).toBeGreaterThan(100);
  });
});

describe.each(testEngines())("a database migrated from scratch [%s]", (engine) => {
  let handle: DatabaseHandle;
  let query: (text: string) => Promise<Record<string, unknown>[]>;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    if (engine === "pglite") {
      handle = await openPglite();
      query = async (text) => (await handle.pglite!.query<Record<string, unknown>>(text)).rows;
    } else {
      const url = testDatabaseUrl()!;
      assertLocalDatabase(url);
      const name = `cupongt_schema_${process.pid}_${Date.now()}`;
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      handle = openPostgres(withDatabase(url, name), 2);
      const client = postgres(withDatabase(url, name), { max: 1, onnotice: () => {} });
      query = async (text) => [...(await client.unsafe(text))] as Record<string, unknown>[];
      dropDatabase = async () => {
        await client.end();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
    }
    await migrateDatabase(handle);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await dropDatabase();
  });

  it("has exactly the functions the files define", async () => {
    const live = (await query(LIVE_FUNCTIONS)).map((r) => r.name as string).sort();
    expect(live).toEqual(FILES.flatMap(definedIn).sort());
  });

  it("takes every file again when its checksum changes, and ends where it was", async () => {
    const before = await query(OBJECT_COUNTS);
    const functions = await query(LIVE_FUNCTIONS);
    await query(`update drizzle.schema_files set checksum = 'changed'`);
    await migrateDatabase(handle);
    expect(await query(OBJECT_COUNTS)).toEqual(before);
    expect(await query(LIVE_FUNCTIONS)).toEqual(functions);
    const recorded = await query(`select count(*)::int as n from drizzle.schema_files where checksum = 'changed'`);
    expect(recorded[0]!.n).toBe(0);
  }, 120_000);
});

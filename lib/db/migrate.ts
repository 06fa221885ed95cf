// Brings a database to the current schema, safe to run at every start:
//   1. the Supabase bootstrap (only what a plain PostgreSQL or PGlite lacks);
//   2. supabase/schemas/00-before-tables.sql (extensions, and functions the tables' columns call);
//   3. the migrations of supabase/migrations (tables; drizzle's journal says which are new);
//   4. the other supabase/schemas files (functions, triggers, views, policies, grants).
// Schema files are re-applied only when their checksum changed (lib/db/schema-files.ts).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import postgres from "postgres";
import type { DatabaseHandle } from "./client";
import { holidaysSql } from "./reference-data";
import { AFTER_TABLES, applyScript, BEFORE_TABLES, readSchemaFile, TRACKING_TABLE_SQL } from "./schema-files";

export const MIGRATIONS_FOLDER = resolve(process.cwd(), "supabase/migrations");
const BOOTSTRAP_FILE = resolve(process.cwd(), "lib/db/bootstrap.sql");
// Any constant will do: it only has to be the same in every process migrating this database.
const MIGRATION_LOCK_KEY = 4_242_001;

export function bootstrapSql(): string {
  return readFileSync(BOOTSTRAP_FILE, "utf8");
}

/** The first migration's timestamp: a database whose history starts earlier predates the squash. */
function baselineMillis(): number {
  const journal = JSON.parse(readFileSync(resolve(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return journal.entries[0]!.when;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

async function refuseOldHistory(query: Query): Promise<void> {
  const [row] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!row?.present) return;
  const [first] = await query(`select min(created_at)::text as first from drizzle.__drizzle_migrations`);
  if (first?.first != null && Number(first.first) < baselineMillis()) {
    throw new Error(
      "This database was built by the migrations that were squashed into one baseline on 2026-11-27. " +
        "No production database existed then: recreate it (delete PGLITE_DATA_DIR, or drop and create the database) and start again.",
    );
  }
}

async function applySchemaFiles(names: readonly string[], query: Query, exec: (text: string) => Promise<unknown>) {
  await exec(TRACKING_TABLE_SQL);
  const applied = new Map(
    (await query(`select name, checksum from drizzle.schema_files`)).map((r) => [r.name, r.checksum]),
  );
  for (const name of names) {
    const file = readSchemaFile(name);
    if (applied.get(name) !== file.checksum) await exec(applyScript(file));
  }
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === "pglite") {
    const pg = handle.pglite!;
    const query: Query = async (text) => (await pg.query<Record<string, unknown>>(text)).rows;
    const exec = (text: string) => pg.exec(text);
    await refuseOldHistory(query);
    await handle.execScript(bootstrapSql());
    await applySchemaFiles(BEFORE_TABLES, query, exec);
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    await applySchemaFiles(AFTER_TABLES, query, exec);
    await exec(holidaysSql(new Date()));
    return;
  }
  if (!handle.url) throw new Error("migrateDatabase: a PostgreSQL handle needs its url");
  // Several servers may start at once against one database: a session advisory lock on a
  // dedicated connection makes them migrate one after another.
  const client = postgres(handle.url, { max: 1, onnotice: () => {} });
  const query: Query = async (text) => [...(await client.unsafe(text))] as Record<string, unknown>[];
  const exec = (text: string) => client.unsafe(text);
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await refuseOldHistory(query);
    await client.unsafe(bootstrapSql());
    await applySchemaFiles(BEFORE_TABLES, query, exec);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await applySchemaFiles(AFTER_TABLES, query, exec);
    await exec(holidaysSql(new Date()));
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

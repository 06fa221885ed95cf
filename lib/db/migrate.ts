// Brings a database to the current schema: the Supabase bootstrap (only what is missing), then
// the migrations of supabase/migrations in order. Safe to run at every start.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import postgres from "postgres";
import type { DatabaseHandle } from "./client";

export const MIGRATIONS_FOLDER = resolve(process.cwd(), "supabase/migrations");
const BOOTSTRAP_FILE = resolve(process.cwd(), "lib/db/bootstrap.sql");
// Any constant will do: it only has to be the same in every process migrating this database.
const MIGRATION_LOCK_KEY = 4_242_001;

export function bootstrapSql(): string {
  return readFileSync(BOOTSTRAP_FILE, "utf8");
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === "pglite") {
    await handle.execScript(bootstrapSql());
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!handle.url) throw new Error("migrateDatabase: a PostgreSQL handle needs its url");
  // Several servers may start at once against one database: a session advisory lock on a
  // dedicated connection makes them migrate one after another.
  const client = postgres(handle.url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await client.unsafe(bootstrapSql());
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

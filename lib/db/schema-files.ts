// The current-state SQL files of supabase/schemas: functions, triggers, views, policies and grants,
// one file per area. Unlike a migration, a file is the whole truth about its objects: it is applied
// on every migrate when its checksum changed (what Flyway calls a repeatable migration), inside one
// transaction, and every statement in it is idempotent (create or replace, drop policy if exists,
// revoke all then grant). To change a function, edit its file (docs/database.md).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

export const SCHEMAS_FOLDER = resolve(process.cwd(), "supabase/schemas");

/**
 * The files in the order they apply: by the number their names start with. "00-" files go before
 * the migrations (the tables' generated columns and checks call them); the rest after, a later
 * file's policies calling earlier functions. A file's name after its number is its area, the same
 * as its tables' file or folder in lib/db/schema (tests/unit/schema-areas.test.ts).
 */
const ORDERED = readdirSync(SCHEMAS_FOLDER)
  .filter((name) => /^\d{2}-[a-z-]+\.sql$/.test(name))
  .sort();

/** Applied before the migrations: the tables' generated columns and checks call these. */
export const BEFORE_TABLES: readonly string[] = ORDERED.filter((name) => name.startsWith("00-"));

/** Applied after the migrations, in their numbers' order. */
export const AFTER_TABLES: readonly string[] = ORDERED.filter((name) => !name.startsWith("00-"));

export type SchemaFile = { name: string; sql: string; checksum: string };

export function readSchemaFile(name: string): SchemaFile {
  const sql = readFileSync(resolve(SCHEMAS_FOLDER, name), "utf8");
  return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
}

/** Where the applied checksums are kept: next to drizzle's own migrations table. */
export const TRACKING_TABLE_SQL = `
create schema if not exists drizzle;
create table if not exists drizzle.schema_files (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
);`;

/**
 * The script that applies one file and records it, as one transaction. Function bodies are checked
 * when called, not when created: a file may define a function before the one it calls.
 */
export function applyScript(file: SchemaFile): string {
  return [
    "begin;",
    "set local check_function_bodies = off;",
    file.sql,
    `;insert into drizzle.schema_files (name, checksum) values ('${file.name}', '${file.checksum}')
      on conflict (name) do update set checksum = excluded.checksum, applied_at = now();`,
    "commit;",
  ].join("\n");
}

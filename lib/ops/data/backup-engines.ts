// The database half of a backup, per engine. PostgreSQL: pg_dump's custom format, which reads the
// whole database in one snapshot (a repeatable-read transaction), while the app keeps serving;
// pg_restore in one transaction, so a failed restore leaves the database as it was. PGlite: its
// data-directory dump, taken by the only process holding the folder (the server is stopped; the
// folder lock refuses otherwise), loaded into a fresh folder.
import { existsSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { openPglite, type DatabaseHandle } from "@/lib/db/client";
import { run } from "../backup-archive";

/** pg_dump must be at least the server's major version (an older one refuses or loses objects). */
export async function checkPgDumpVersion(url: string): Promise<string> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ v: string }[]>`select current_setting('server_version_num') as v`;
    const server = Math.floor(Number(row!.v) / 10_000);
    const { stdout } = await run("pg_dump", ["--version"]);
    const tool = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
    if (!(tool >= server))
      throw new Error(
        `pg_dump ${tool} is older than the server (PostgreSQL ${server}): install postgresql-client-${server}`,
      );
    return `PostgreSQL ${server} (pg_dump ${stdout.trim().split(" ").pop()})`;
  } finally {
    await sql.end();
  }
}

export async function dumpPostgres(url: string, file: string): Promise<void> {
  await run("pg_dump", ["--format=custom", "--compress=6", `--file=${file}`, `--dbname=${url}`], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Whether any table of the public schema holds a row (then a restore needs --force). */
export async function postgresHasData(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const tables = await sql<{ name: string }[]>`
      select quote_ident(table_name) as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`;
    for (const t of tables) {
      const [row] = await sql.unsafe(`select exists (select 1 from public.${t.name}) as e`);
      if (row?.e) return true;
    }
    return false;
  } finally {
    await sql.end();
  }
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  // --clean --if-exists: what the dump holds is dropped first, so a forced restore replaces it.
  await run(
    "pg_restore",
    ["--clean", "--if-exists", "--single-transaction", "--exit-on-error", `--dbname=${url}`, file],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}

export async function dumpPglite(pglite: PGlite, file: string): Promise<void> {
  const blob = await pglite.dumpDataDir("gzip");
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

export function pgliteHasData(dataDir: string): boolean {
  return existsSync(dataDir) && readdirSync(dataDir).length > 0;
}

/**
 * Loads the dump into `dataDir`. A folder already there (only with --force) is kept beside it as
 * `<dir>.before-restore-<time>`, never deleted: the operator removes it once satisfied.
 */
export async function restorePglite(
  dataDir: string,
  dump: Blob,
  stamp: string,
): Promise<{ keptAt: string | null; handle: DatabaseHandle }> {
  let keptAt: string | null = null;
  if (existsSync(dataDir)) {
    keptAt = `${dataDir}.before-restore-${stamp}`;
    renameSync(dataDir, keptAt);
  }
  return { keptAt, handle: await openPglite(dataDir, dump) };
}

export const DATABASE_FILE = { postgres: "database.dump", pglite: "pglite.tar.gz" } as const;
export const joinFile = join;

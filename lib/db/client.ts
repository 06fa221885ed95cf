// Opens the database: embedded PGlite by default, any PostgreSQL when a URL is given. Everything
// above this file sees one Drizzle type and never branches on the engine.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { APP_LOGIN_ROLE, isTransactionPooler, withoutPoolerFlags } from "./roles";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Engine = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** The embedded instance, on PGlite (tests dump and reload it). */
  pglite?: PGlite;
  /** The connection URL on PostgreSQL (migrations take a dedicated connection for their lock). */
  url?: string;
  /**
   * Set once an embedded database has dropped to the app's login role: every request transaction
   * then checks it is still that user (PGlite cannot refuse SET SESSION AUTHORIZATION, see below).
   */
  requestUser?: string;
  /**
   * Where system work (runAsSystem) runs, since the login role cannot become service_role: on
   * PostgreSQL the owner's pool (DATABASE_OWNER_URL); on PGlite the owner's name, which a system
   * transaction takes back for itself only (SET LOCAL SESSION AUTHORIZATION). `ingressDb`: a
   * small pool of its own for system work that anyone on the internet can set off (the payment
   * webhook, anonymous view counts), so a flood there waits for its own connections and never for
   * sign-in's (audit 44.2); without it, that work shares `db`.
   */
  system?: { db: Db; ingressDb?: Db } | { ownerUser: string };
  /**
   * LISTEN on `channel` (a connection of its own on PostgreSQL, the instance itself on PGlite);
   * answers how to stop. Absent behind a transaction pooler, which cannot keep a LISTEN.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** Runs a script of several statements as the connecting (owner) user. */
  execScript(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

// Extensions must be passed to every PGlite.create() on a data folder that uses them.
// cube and earthdistance measure near-me distances (supabase/schemas/05-branches.sql).
const PGLITE_EXTENSIONS = { pg_trgm, unaccent, cube, earthdistance };

/**
 * PGlite in a folder (created if missing), or in memory when `dataDir` is undefined;
 * `loadDataDir` starts it from a dump (tests use a migrated, seeded template).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (!dataDir) return wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir }));
  const dir = resolve(dataDir);
  mkdirSync(dirname(dir), { recursive: true });
  const releaseLock = acquireFolderLock(dir);
  try {
    const handle = wrapPglite(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir }));
    const close = handle.close;
    return { ...handle, close: () => close().finally(releaseLock) };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite has no lock across processes and two of them on one folder silently lose writes: refuse
 * to open a folder that a live process holds (a lock left by a dead process is taken over).
 */
function acquireFolderLock(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  try {
    const holder = Number(readFileSync(lockFile, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The embedded database ${dir} is in use by process ${holder} (stop the server first).`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  // PGlite is a single connection: it queues queries and transactions internally, so concurrent
  // requests wait their turn instead of failing.
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: "pglite",
    pglite: client,
    execScript: async (text) => {
      await client.exec(text);
    },
    close: () => client.close(),
  };
}

/**
 * PGlite runs PostgreSQL in single-user mode: its session always starts as the bootstrap superuser
 * and a login role cannot be enforced the way a server does. After migrating and seeding, the
 * session becomes the app's login role, so `set role postgres` and `reset role` give nothing; only
 * SET SESSION AUTHORIZATION could climb back, and runAs rolls back any transaction that tried.
 */
export async function dropToAppRole(handle: DatabaseHandle): Promise<void> {
  if (handle.engine !== "pglite") throw new Error("dropToAppRole: PostgreSQL logs in as the app role instead");
  const [owner] = rowsOf<{ u: string }>(await handle.db.execute(sql`select session_user::text as u`));
  if (!owner) throw new Error("dropToAppRole: no session user");
  await handle.execScript(`set session authorization ${APP_LOGIN_ROLE}`);
  handle.requestUser = APP_LOGIN_ROLE;
  handle.system = { ownerUser: owner.u };
}

export function openPostgres(url: string, max = 10, connectTimeoutSeconds = 30): DatabaseHandle {
  // Prepared statements are faster, but a transaction pooler cannot keep them (README, Security).
  const client = postgres(withoutPoolerFlags(url), {
    max,
    onnotice: () => {},
    prepare: !isTransactionPooler(url),
    connect_timeout: connectTimeoutSeconds,
  });
  return {
    db: drizzlePostgres(client, { schema }) as unknown as Db,
    engine: "postgres",
    url,
    ...(isTransactionPooler(url)
      ? {}
      : {
          listen: async (channel: string, onNotify: () => void) => {
            const { unlisten } = await client.listen(channel, () => onNotify());
            return unlisten;
          },
        }),
    execScript: async (text) => {
      await client.unsafe(text);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Raw `execute()` results are `{ rows }` on PGlite and an array on postgres.js. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

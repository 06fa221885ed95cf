// The one database of this server process: opened once (a globalThis singleton, so dev reloads
// and route bundles share it), migrated and, on an empty catalogue, seeded before first use.
import { env } from "@/lib/env";
import { openPglite, openPostgres, type DatabaseHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { needsSeed, seedDatabase } from "./seed";

const g = globalThis as typeof globalThis & { __cupongtDb?: Promise<DatabaseHandle> };

async function openConfigured(): Promise<DatabaseHandle> {
  const handle = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX)
    : await openPglite(env.PGLITE_DATA_DIR);
  try {
    if (env.MIGRATE_ON_START) await migrateDatabase(handle);
    if (env.SEED_ON_START && (await needsSeed(handle.db))) await seedDatabase(handle.db);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}

export function getDatabase(): Promise<DatabaseHandle> {
  // A failed open is forgotten, so the next request (or the health check) tries again.
  g.__cupongtDb ??= openConfigured().catch((error: unknown) => {
    g.__cupongtDb = undefined;
    throw error;
  });
  return g.__cupongtDb;
}

/** Tests hand the app their own throwaway database. */
export function installDatabase(handle: DatabaseHandle): void {
  g.__cupongtDb = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const current = g.__cupongtDb;
  g.__cupongtDb = undefined;
  if (current) await (await current).close();
}

export type { DatabaseHandle, Db, Tx } from "./client";

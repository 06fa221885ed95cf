// The one database of this server process: opened once (a globalThis singleton, so dev reloads
// and route bundles share it), migrated and, on an empty catalogue, seeded before first use.
import { env } from "@/lib/env";
import { dropToAppRole, openPglite, openPostgres, type DatabaseHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { describeLoginRole, privilegedLoginProblem } from "./roles";

const g = globalThis as typeof globalThis & { __cupongtDb?: Promise<DatabaseHandle> };

/** Migrations and the seed, as the owner, when the settings ask for them. */
async function prepareAsOwner(owner: DatabaseHandle): Promise<void> {
  if (env.MIGRATE_ON_START) await migrateDatabase(owner);
  if (!env.SEED_ON_START) return;
  // Loaded only here, at start: the demo catalogue (hundreds of KB) stays out of every route's
  // server bundle, which imports this module for getDatabase().
  const { needsSeed, seedDatabase } = await import("./seed");
  if (await needsSeed(owner.db)) await seedDatabase(owner.db);
}

// System transactions are short (a sign-in, a rate-limit count, a coupon view, a payment step) but
// some ride on busy paths: half the request pool, so the owner adds few connections to the server.
const systemPoolMax = () => Math.max(2, Math.ceil(env.DATABASE_POOL_MAX / 2));

const SYSTEM_NEEDS_OWNER =
  "DATABASE_URL is set but DATABASE_OWNER_URL is not: the system services (built-in auth, rate limits, jobs) " +
  "run on the owner's connection, because the request login role may become only anon or authenticated.";

// PostgreSQL: an owner connection (DATABASE_OWNER_URL) is used for start-up work and closed;
// requests get their own pool, which must not be a superuser or BYPASSRLS role, and system work a
// smaller pool of the owner's, since the request role cannot become service_role; system work that
// unauthenticated senders set off (webhooks, view counts) has a pool of its own beside it.
async function openServer(url: string): Promise<DatabaseHandle> {
  if (!env.DATABASE_OWNER_URL) throw new Error(SYSTEM_NEEDS_OWNER);
  if (env.MIGRATE_ON_START || env.SEED_ON_START) {
    const owner = openPostgres(env.DATABASE_OWNER_URL, 1);
    try {
      await prepareAsOwner(owner);
    } finally {
      await owner.close().catch(() => {});
    }
  }
  const handle = openPostgres(url, env.DATABASE_POOL_MAX, env.DB_CONNECT_TIMEOUT_SECONDS);
  const problem = privilegedLoginProblem(
    await describeLoginRole(handle.db).catch(async (error: unknown) => {
      await handle.close().catch(() => {});
      throw error;
    }),
  );
  if (problem) {
    await handle.close().catch(() => {});
    throw new Error(problem);
  }
  const owner = openPostgres(env.DATABASE_OWNER_URL, systemPoolMax(), env.DB_CONNECT_TIMEOUT_SECONDS);
  const ingress = openPostgres(env.DATABASE_OWNER_URL, env.DATABASE_INGRESS_POOL_MAX, env.DB_CONNECT_TIMEOUT_SECONDS);
  const closeRequests = handle.close;
  return {
    ...handle,
    system: { db: owner.db, ingressDb: ingress.db },
    close: async () => {
      await Promise.allSettled([closeRequests(), owner.close(), ingress.close()]);
    },
  };
}

// PGlite: one session, opened as owner for start-up work, then dropped to the app's login role.
async function openEmbedded(): Promise<DatabaseHandle> {
  const handle = await openPglite(env.PGLITE_DATA_DIR);
  try {
    await prepareAsOwner(handle);
    await dropToAppRole(handle);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}

async function openConfigured(): Promise<DatabaseHandle> {
  return env.DATABASE_URL ? openServer(env.DATABASE_URL) : openEmbedded();
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

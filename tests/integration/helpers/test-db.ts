// A throwaway copy of the seeded template for one test file, installed as the app's database.
// `handle` is what the app uses for requests; `owner` is for arranging fixtures as the owner.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { inject } from "vitest";
import { closeDatabase, installDatabase } from "@/lib/db";
import { dropToAppRole, openPglite, openPostgres, type DatabaseHandle, type Db } from "@/lib/db/client";
import { APP_LOGIN_ROLE, withUser } from "@/lib/db/roles";
import { testDatabaseUrl, withDatabase, type TestEngine } from "./engines";

export interface TestDatabase {
  handle: DatabaseHandle;
  /**
   * The owner, for fixtures. On PostgreSQL a second pool (the app's pool logs in as cupongt_app,
   * as in production). PGlite is one session, so there the app shares the owner's session unless
   * `appRole` is asked for (then `owner` cannot be used: see roles.test.ts).
   */
  owner: Db;
  seededAt: Date;
  /** PostgreSQL only: the throwaway database's URL, as its owner (for a second process). */
  ownerUrl?: string;
  drop(): Promise<void>;
}

// Tests of races and flows buy many units as a few seeded buyers sharing one contact address: the
// unpaid-hold limits (docs/buying-and-selling.md#cart-and-checkout) are lifted for them, not audited.
// unpaid-holds.test.ts asks for the defaults. Done as the owner before PGlite drops to the app role.
async function liftHoldLimits(owner: Db, options: { holdLimits?: "lifted" | "defaults" }) {
  if (options.holdLimits === "defaults") return;
  await owner.execute(sql`insert into app_private.settings (key, value) values
    ('hold_max_units_per_coupon', '"1000"'), ('hold_max_units_total', '"1000"') on conflict (key) do nothing`);
}

export async function createTestDatabase(
  engine: TestEngine,
  options: { appRole?: boolean; holdLimits?: "lifted" | "defaults" } = {},
): Promise<TestDatabase> {
  const seededAt = new Date(inject("seededAt"));
  if (engine === "pglite") {
    const dump = new Blob([readFileSync(inject("pgliteTemplate"))]);
    const handle = await openPglite(undefined, dump);
    await liftHoldLimits(handle.db, options);
    if (options.appRole) await dropToAppRole(handle);
    installDatabase(handle);
    return { handle, owner: handle.db, seededAt, drop: () => closeDatabase() };
  }
  const url = testDatabaseUrl();
  const template = inject("postgresTemplate");
  if (!url || !template) throw new Error("PostgreSQL tests need TEST_DATABASE_URL");
  const name = `cupongt_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const ownerHandle = openPostgres(withDatabase(url, name), 4);
  const handle = openPostgres(withUser(withDatabase(url, name), APP_LOGIN_ROLE), 5);
  // As in production: system work (runAsSystem) runs on the owner's pool, not the login role, and
  // work unauthenticated senders set off on a small owner pool of its own.
  const ingressHandle = openPostgres(withDatabase(url, name), 1);
  handle.system = { db: ownerHandle.db, ingressDb: ingressHandle.db };
  await liftHoldLimits(ownerHandle.db, options);
  installDatabase(handle);
  return {
    handle,
    owner: ownerHandle.db,
    seededAt,
    ownerUrl: withDatabase(url, name),
    drop: async () => {
      await closeDatabase();
      await Promise.all([ownerHandle.close(), ingressHandle.close()]);
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

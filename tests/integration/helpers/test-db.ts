// A throwaway copy of the seeded template for one test file, installed as the app's database.
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { inject } from "vitest";
import { closeDatabase, installDatabase } from "@/lib/db";
import { openPglite, openPostgres, type DatabaseHandle } from "@/lib/db/client";
import { testDatabaseUrl, withDatabase, type TestEngine } from "./engines";

export interface TestDatabase {
  handle: DatabaseHandle;
  seededAt: Date;
  drop(): Promise<void>;
}

export async function createTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  const seededAt = new Date(inject("seededAt"));
  if (engine === "pglite") {
    const dump = new Blob([readFileSync(inject("pgliteTemplate"))]);
    const handle = await openPglite(undefined, dump);
    installDatabase(handle);
    return { handle, seededAt, drop: () => closeDatabase() };
  }
  const url = testDatabaseUrl();
  const template = inject("postgresTemplate");
  if (!url || !template) throw new Error("PostgreSQL tests need TEST_DATABASE_URL");
  const name = `cupongt_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const handle = openPostgres(withDatabase(url, name), 5);
  installDatabase(handle);
  return {
    handle,
    seededAt,
    drop: async () => {
      await closeDatabase();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

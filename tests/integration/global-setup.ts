// Prepares one migrated, seeded template per engine for the whole run: a PGlite data-folder dump
// that each test file loads, and a PostgreSQL template database that each file copies.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/db/seed";
import { assertLocalDatabase, testDatabaseUrl, withDatabase } from "./helpers/engines";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
    seededAt: string;
  }
}

export default async function setup(project: TestProject) {
  const seededAt = new Date();
  const dir = mkdtempSync(join(tmpdir(), "cupongt-it-"));
  const pglite = await openPglite();
  await migrateDatabase(pglite);
  await seedDatabase(pglite.db, seededAt);
  const dumpPath = join(dir, "template.tar.gz");
  const dump = await pglite.pglite!.dumpDataDir("gzip");
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  let postgresTemplate: string | null = null;
  const url = testDatabaseUrl();
  let admin: postgres.Sql | null = null;
  if (url) {
    assertLocalDatabase(url);
    postgresTemplate = `cupongt_tpl_${process.pid}_${Date.now()}`;
    admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${postgresTemplate}`);
    const handle = openPostgres(withDatabase(url, postgresTemplate), 2);
    await migrateDatabase(handle);
    await seedDatabase(handle.db, seededAt);
    await handle.close();
  }

  project.provide("pgliteTemplate", dumpPath);
  project.provide("postgresTemplate", postgresTemplate);
  project.provide("seededAt", seededAt.toISOString());

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (admin && postgresTemplate) {
      await admin.unsafe(`drop database if exists ${postgresTemplate} with (force)`);
      await admin.end();
    }
  };
}

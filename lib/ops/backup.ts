// `npm run db:backup` and `npm run db:restore -- FILE [--force]` (scripts/db-backup.ts,
// scripts/db-restore.ts), and the restore drill test. The database is dumped first, then the
// stored files copied: a file is written before the row that names it, so every file the dumped
// rows name is in the archive (a few newer ones may be too, harmlessly).
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle } from "@/lib/db/client";
import {
  type FileFolder,
  type Manifest,
  archiveName,
  packArchive,
  scratch,
  sha256File,
  stageFiles,
  unpackArchive,
  unstageFiles,
} from "./backup-archive";
import {
  DATABASE_FILE,
  checkPgDumpVersion,
  dumpPglite,
  dumpPostgres,
  pgliteHasData,
  postgresHasData,
  restorePglite,
  restorePostgres,
} from "./data/backup-engines";

export type { Manifest };

export type BackupSource = { engine: "postgres"; url: string } | { engine: "pglite"; pglite: PGlite };
export type RestoreTarget = { engine: "postgres"; url: string } | { engine: "pglite"; dataDir: string };

/** The local file stores (beside the embedded database's folder, as lib/storage keeps them). */
export function fileFolders(pgliteDataDir: string): Record<FileFolder, string> {
  return {
    uploads: resolve(pgliteDataDir, "..", "uploads"),
    "private-documents": resolve(pgliteDataDir, "..", "private-documents"),
  };
}

export interface BackupOptions {
  source: BackupSource;
  folders: Record<FileFolder, string>;
  outDir: string;
  now?: Date;
}

/** Writes one archive into `outDir`; answers its path and manifest. */
export async function createBackup(options: BackupOptions): Promise<{ archive: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const { source } = options;
  const work = scratch("cupongt-backup-");
  try {
    const dbFile = join(work.dir, DATABASE_FILE[source.engine]);
    let serverVersion: string;
    if (source.engine === "postgres") {
      serverVersion = await checkPgDumpVersion(source.url);
      await dumpPostgres(source.url, dbFile);
    } else {
      serverVersion = `PGlite (PostgreSQL ${(await source.pglite.query<{ v: string }>("show server_version")).rows[0]?.v})`;
      await dumpPglite(source.pglite, dbFile);
    }
    const bytes = readFileSync(dbFile).length;
    const database = { file: DATABASE_FILE[source.engine], sha256: sha256File(dbFile), bytes, serverVersion };
    const files = stageFiles(work.dir, options.folders);
    const manifest: Manifest = {
      format: 1,
      app: "cupongt",
      createdAt: now.toISOString(),
      engine: source.engine,
      database,
      files,
    };
    writeFileSync(join(work.dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = resolve(options.outDir, archiveName(now));
    await packArchive(work.dir, archive);
    return { archive, manifest };
  } finally {
    work.done();
  }
}

export class RestoreRefused extends Error {}

export interface RestoreOptions {
  archive: string;
  target: RestoreTarget;
  folders: Record<FileFolder, string>;
  force?: boolean;
  now?: Date;
  /** PGlite: answer the restored database open instead of closing it. */
  keepOpen?: boolean;
}

/**
 * Restores an archive. Refuses a database that holds data unless `force` (PostgreSQL: any row in
 * a public table; PGlite: a non-empty folder), and an archive of the other engine.
 */
export async function restoreBackup(
  options: RestoreOptions,
): Promise<{ manifest: Manifest; keptAt: string | null; handle?: DatabaseHandle }> {
  const { target } = options;
  const work = scratch("cupongt-restore-");
  try {
    const manifest = await unpackArchive(options.archive, work.dir);
    if (manifest.engine !== target.engine)
      throw new RestoreRefused(`this backup is of the ${manifest.engine} engine, the target is ${target.engine}`);
    const hasData = target.engine === "postgres" ? await postgresHasData(target.url) : pgliteHasData(target.dataDir);
    if (hasData && !options.force)
      throw new RestoreRefused("the target database is not empty: add --force to replace it");
    const dbFile = join(work.dir, manifest.database.file);
    let keptAt: string | null = null;
    let handle: DatabaseHandle | undefined;
    if (target.engine === "postgres") await restorePostgres(target.url, dbFile);
    else {
      const stamp = (options.now ?? new Date()).toISOString().replace(/[-:.]/g, "");
      ({ keptAt, handle } = await restorePglite(target.dataDir, new Blob([readFileSync(dbFile)]), stamp));
      // Opening an embedded database costs seconds: the drill keeps this one, the script closes it.
      if (!options.keepOpen) await handle.close();
    }
    unstageFiles(work.dir, options.folders);
    return { manifest, keptAt, handle: options.keepOpen ? handle : undefined };
  } finally {
    work.done();
  }
}

// The backup archive: one uncompressed tar (the database part is compressed already) holding
// manifest.json, the database (database.dump in pg_dump's custom format, or pglite.tar.gz, PGlite's
// data-directory dump) and the stored files (uploads/, private-documents/). Named by its UTC time,
// so a folder of backups sorts oldest first.
import { createHash } from "node:crypto";
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";

export const run = promisify(execFile);

export type BackupEngine = "postgres" | "pglite";
export const FILE_FOLDERS = ["uploads", "private-documents"] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

export interface Manifest {
  format: 1;
  app: "cupongt";
  createdAt: string;
  engine: BackupEngine;
  /** The database part's file name inside the archive and its SHA-256. */
  database: { file: string; sha256: string; bytes: number; serverVersion: string };
  /** Files per folder (the local stores; a Supabase Storage bucket keeps its own copies). */
  files: Record<FileFolder, number>;
}

/** backup-20261127T081502Z.tar */
export function archiveName(now: Date): string {
  return `cupongt-backup-${now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.tar`;
}

export function sha256File(path: string): string {
  return createHash("sha256").update(readFileSync(path)).digest("hex");
}

/** Every file under `dir`, relative, sorted (for counts and the drill's comparison). */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      const full = join(d, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}

/** A scratch folder, removed by `done()`. */
export function scratch(prefix: string): { dir: string; done(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies the stored files into the staging folder; answers the count per folder. */
export function stageFiles(staging: string, folders: Record<FileFolder, string>): Record<FileFolder, number> {
  const counts = {} as Record<FileFolder, number>;
  for (const name of FILE_FOLDERS) {
    const from = folders[name];
    counts[name] = listFiles(from).length;
    if (counts[name] > 0) cpSync(from, join(staging, name), { recursive: true });
  }
  return counts;
}

/** Puts the staged files back; a folder present in the backup replaces the current one. */
export function unstageFiles(staging: string, folders: Record<FileFolder, string>): void {
  for (const name of FILE_FOLDERS) {
    const from = join(staging, name);
    if (!existsSync(from)) continue;
    rmSync(folders[name], { recursive: true, force: true });
    cpSync(from, folders[name], { recursive: true });
  }
}

export async function packArchive(staging: string, archive: string): Promise<void> {
  await run("tar", ["-cf", archive, "-C", staging, "."]);
}

export async function unpackArchive(archive: string, into: string): Promise<Manifest> {
  await run("tar", ["-xf", archive, "-C", into]);
  const manifestPath = join(into, "manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`${archive} is not a CuponGT backup (no manifest.json)`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  if (manifest.app !== "cupongt" || manifest.format !== 1) throw new Error(`${archive}: unknown backup format`);
  const dbFile = join(into, manifest.database.file);
  if (!existsSync(dbFile) || sha256File(dbFile) !== manifest.database.sha256)
    throw new Error(`${archive}: the database part is missing or damaged (checksum differs)`);
  return manifest;
}

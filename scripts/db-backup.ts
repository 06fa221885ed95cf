// `npm run db:backup`: one archive of the database and the stored files in BACKUP_DIR (lib/ops).
// PostgreSQL: through DATABASE_OWNER_URL (or DATABASE_URL), while the app serves. The embedded
// database: stop the server first (its folder is locked while it runs).
import { mkdirSync } from "node:fs";
import { openPglite } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createBackup, fileFolders } from "@/lib/ops/backup";

const url = env.DATABASE_OWNER_URL ?? env.DATABASE_URL;
mkdirSync(env.BACKUP_DIR, { recursive: true });
const started = Date.now();
const folders = fileFolders(env.PGLITE_DATA_DIR);
let result;
if (url) result = await createBackup({ source: { engine: "postgres", url }, folders, outDir: env.BACKUP_DIR });
else {
  const handle = await openPglite(env.PGLITE_DATA_DIR);
  try {
    result = await createBackup({
      source: { engine: "pglite", pglite: handle.pglite! },
      folders,
      outDir: env.BACKUP_DIR,
    });
  } finally {
    await handle.close();
  }
}
const { archive, manifest } = result;
console.log(
  `backup written: ${archive} (${manifest.engine}, database ${(manifest.database.bytes / 1e6).toFixed(1)} MB, ` +
    `${manifest.files.uploads} upload(s), ${manifest.files["private-documents"]} document(s), ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);

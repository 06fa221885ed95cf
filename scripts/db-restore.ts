// `npm run db:restore -- FILE [--force]`: puts a db:backup archive back (lib/ops/backup.ts).
// Refuses a database that holds data unless --force. The embedded database: stop the server
// first; a replaced folder is kept beside it as <folder>.before-restore-<time>.
import { env } from "@/lib/env";
import { RestoreRefused, fileFolders, restoreBackup } from "@/lib/ops/backup";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
if (!file) {
  console.error("usage: npm run db:restore -- FILE [--force]");
  process.exit(2);
}
const url = env.DATABASE_OWNER_URL ?? env.DATABASE_URL;
const started = Date.now();
try {
  const { manifest, keptAt } = await restoreBackup({
    archive: file,
    target: url ? { engine: "postgres", url } : { engine: "pglite", dataDir: env.PGLITE_DATA_DIR },
    folders: fileFolders(env.PGLITE_DATA_DIR),
    force: args.includes("--force"),
  });
  console.log(
    `restored the backup of ${manifest.createdAt} (${manifest.engine}) in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (keptAt ? `; the replaced database is kept at ${keptAt}` : ""),
  );
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`not restored: ${error.message}`);
  process.exit(1);
}

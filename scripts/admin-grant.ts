// `npm run admin:grant -- email [--revoke]`: the only way to make (or unmake) an operator. Runs as
// the database owner, never through the app: no request can write the admin role. On the embedded
// database while the server runs, the server does it on its own connection (lib/operator/channel.ts).
import { forwardToRunningServer } from "@/lib/operator/forward";
import { adminGrant, parseGrantArgs } from "@/lib/operator/data/admin-grant";
import { openPglite, openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { env } from "@/lib/env";

const args = process.argv.slice(2);
if (!parseGrantArgs(args).email) {
  console.error("usage: npm run admin:grant -- email [--revoke]");
  process.exit(2);
}
const forwarded = await forwardToRunningServer("admin:grant", args);
if (forwarded !== "local") process.exit(forwarded);

const ownerUrl = env.DATABASE_OWNER_URL ?? env.DATABASE_URL;
const handle = ownerUrl ? openPostgres(ownerUrl, 1) : await openPglite(env.PGLITE_DATA_DIR);
let code = 1;
try {
  await migrateDatabase(handle);
  code = await adminGrant(args, console, (fn) => handle.db.transaction(fn));
} finally {
  await handle.close();
}
process.exit(code);

// `npm run db:migrate`: apply the bootstrap and migrations to the configured database
// (DATABASE_URL, or the embedded one in PGLITE_DATA_DIR — stop the server first: PGlite has no
// cross-process lock).
import { openPglite, openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { env } from "@/lib/env";

// Schema and catalogue work is the owner's: DATABASE_OWNER_URL when set (requests use DATABASE_URL).
const ownerUrl = env.DATABASE_OWNER_URL ?? env.DATABASE_URL;
const handle = ownerUrl ? openPostgres(ownerUrl, 2) : await openPglite(env.PGLITE_DATA_DIR);
await migrateDatabase(handle);
await handle.close();
console.log(`migrated (${handle.engine})`);

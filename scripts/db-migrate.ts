// `npm run db:migrate`: apply the bootstrap and migrations to the configured database
// (DATABASE_URL, or the embedded one in PGLITE_DATA_DIR — stop the server first: PGlite has no
// cross-process lock).
import { openPglite, openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { env } from "@/lib/env";

const handle = env.DATABASE_URL ? openPostgres(env.DATABASE_URL, 2) : await openPglite(env.PGLITE_DATA_DIR);
await migrateDatabase(handle);
await handle.close();
console.log(`migrated (${handle.engine})`);

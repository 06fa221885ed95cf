// `npm run db:seed`: migrate, then seed the catalogue. Idempotent: a second run adds nothing.
// On the embedded database, stop the server first (PGlite has no cross-process lock).
import { openPglite, openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/db/seed";
import { env } from "@/lib/env";

// Schema and catalogue work is the owner's: DATABASE_OWNER_URL when set (requests use DATABASE_URL).
const ownerUrl = env.DATABASE_OWNER_URL ?? env.DATABASE_URL;
const handle = ownerUrl ? openPostgres(ownerUrl, 2) : await openPglite(env.PGLITE_DATA_DIR);
await migrateDatabase(handle);
const summary = await seedDatabase(handle.db);
await handle.close();
console.log(`seeded (${handle.engine}):`, summary);

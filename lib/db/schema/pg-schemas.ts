import { pgSchema } from "drizzle-orm/pg-core";

/**
 * The schema of the system services' tables (built-in auth, rate limits, jobs, private rollups).
 * `anon` and `authenticated` cannot even see it: only the server, as owner or service_role, reads it.
 */
export const appPrivate = pgSchema("app_private");

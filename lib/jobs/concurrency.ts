import { env, type Env } from "@/lib/env";

/**
 * The worker's claim loops: JOBS_CONCURRENCY, else 1 on the embedded database (one session: loops
 * would only queue behind each other) and, on PostgreSQL, half the owner's pool (itself half the
 * request pool, lib/db/index.ts), at most 4: the other half stays for the system work of requests
 * (sign-in, rate limits), which a burst of payments must not starve.
 */
export function jobConcurrency(source: Env = env): number {
  if (source.JOBS_CONCURRENCY) return source.JOBS_CONCURRENCY;
  if (!source.DATABASE_URL) return 1;
  const ownerPool = Math.max(2, Math.ceil(source.DATABASE_POOL_MAX / 2));
  return Math.min(4, Math.max(1, Math.floor(ownerPool / 2)));
}

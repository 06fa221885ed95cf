import "server-only";
import { getDatabase, type Tx } from "@/lib/db";

/**
 * Runs `fn` in one transaction as the database owner, bypassing row level security. Only for
 * the system services the architecture names: the built-in auth service (users, sessions,
 * one-time tokens), rate limits and the e-mail outbox. Never for work done on a person's behalf.
 */
export async function runAsSystem<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { db } = await getDatabase();
  return db.transaction(fn);
}

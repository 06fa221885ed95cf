import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDatabase, type Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { claimsOf, type Caller } from "./caller";

/**
 * Runs `fn` in one transaction as the caller, the way Supabase's PostgREST does: the role
 * (`anon` or `authenticated`) and `request.jwt.claims` are set for this transaction only, so
 * row level security decides what it may read and write.
 */
export async function runAs<T>(caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return runInRole(
    sql`select set_config('request.jwt.claims', ${JSON.stringify(claimsOf(caller))}, true), set_config('role', ${caller.role}, true)`,
    fn,
  );
}

/** One transaction that first runs `enter` (which sets the role), then `fn`. */
export async function runInRole<T>(enter: SQL, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { db, requestUser } = await getDatabase();
  return db.transaction(async (tx) => {
    await tx.execute(enter);
    const result = await fn(tx);
    // The embedded database cannot refuse SET SESSION AUTHORIZATION (single-user mode): a
    // transaction that climbed back to the owner is rolled back with everything it wrote.
    if (requestUser) {
      const [row] = rowsOf<{ u: string }>(await tx.execute(sql`select session_user::text as u`));
      if (row?.u !== requestUser) throw new Error("runAs: the transaction left the app's login role; rolled back");
    }
    return result;
  });
}

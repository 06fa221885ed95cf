import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase, type Tx } from "@/lib/db";
import { claimsOf, type Caller } from "./caller";

/**
 * Runs `fn` in one transaction as the caller, the way Supabase's PostgREST does: the role
 * (`anon` or `authenticated`) and `request.jwt.claims` are set for this transaction only, so
 * row level security decides what it may read and write.
 */
export async function runAs<T>(caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('request.jwt.claims', ${JSON.stringify(claimsOf(caller))}, true), set_config('role', ${caller.role}, true)`,
    );
    return fn(tx);
  });
}

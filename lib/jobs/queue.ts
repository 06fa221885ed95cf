import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { JOB_DEFINITIONS, type JobName, type JobPayload } from "./definitions";

export interface EnqueueOptions {
  /** Idempotency / singleton key: a job with this key already queued, running, done or failed wins. */
  key?: string;
  /** Not before this moment (default: now). */
  runAfter?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job in the caller's transaction: it exists only if that transaction commits (a receipt
 * job with its order's confirmation). The transaction must run as service_role (runAsSystem) or
 * the owner: app_private is invisible to shoppers. Answers the new job's id, or null when a job
 * with the same key already exists.
 */
export async function enqueue<N extends JobName>(tx: Tx, name: N, payload: JobPayload<N>, options: EnqueueOptions = {}): Promise<number | null> {
  const definition = JOB_DEFINITIONS[name];
  const data = definition.payload.parse(payload);
  const maxAttempts = options.maxAttempts ?? definition.maxAttempts;
  const runAfter = options.runAfter ? sql`${options.runAfter.toISOString()}::timestamptz` : sql`now()`;
  const rows = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      insert into app_private.jobs (name, payload, key, max_attempts, run_after)
      values (${name}, ${JSON.stringify(data)}::jsonb, ${options.key ?? null}, ${maxAttempts}, ${runAfter})
      on conflict (key) do nothing
      returning id`),
  );
  return rows[0] ? Number(rows[0].id) : null;
}

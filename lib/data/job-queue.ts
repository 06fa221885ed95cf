import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase, type Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { JOB_DEFINITIONS, type JobName, type JobPayload } from "@/lib/jobs/definitions";

// The queue's two doors for code that has work done later: `enqueue` writes the job row in the
// caller's transaction, `wakeWorker` nudges this process's worker after the commit. Both live in
// the data layer so that lib/data never imports lib/jobs (lib/jobs runs handlers that call lib/data).

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
export async function enqueue<N extends JobName>(
  tx: Tx,
  name: N,
  payload: JobPayload<N>,
  options: EnqueueOptions = {},
): Promise<number | null> {
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

/**
 * Adds several jobs of one name in one statement, in the caller's transaction (a batch of
 * confirmed orders' receipts), each with its key; a key that exists already adds nothing.
 */
export async function enqueueMany<N extends JobName>(
  tx: Tx,
  name: N,
  jobs: readonly { payload: JobPayload<N>; key: string }[],
): Promise<void> {
  if (jobs.length === 0) return;
  const definition = JOB_DEFINITIONS[name];
  const rows = jobs.map((job) => ({ payload: definition.payload.parse(job.payload), key: job.key }));
  await tx.execute(sql`
    insert into app_private.jobs (name, payload, key, max_attempts)
    select ${name}, r.payload, r.key, ${definition.maxAttempts}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(payload jsonb, key text)
    on conflict (key) do nothing`);
}

// On globalThis, not in a module variable: the worker is started from instrumentation.ts, which Next
// bundles apart from the routes, so each bundle may hold its own copy of this module.
const g = globalThis as typeof globalThis & { __cupongtWakeJobs?: () => void };

/**
 * The running worker of this process registers how to wake it; the answer unregisters it (only if
 * it is still the registered one, so a newer worker is not cut off by an older one stopping).
 */
export function onWorkerWake(wake: () => void): () => void {
  g.__cupongtWakeJobs = wake;
  return () => {
    if (g.__cupongtWakeJobs === wake) g.__cupongtWakeJobs = undefined;
  };
}

/**
 * After a commit that enqueued work someone waits for (a receipt), the worker in this process, if
 * any, looks now instead of at its next poll. A separate worker process finds it at its next poll.
 */
export function wakeWorker(): void {
  g.__cupongtWakeJobs?.();
}

/** The channel a committed job insert notifies (supabase/schemas/17-jobs.sql). */
export const JOBS_CHANNEL = "cupongt_jobs";

/**
 * Calls `wake` whenever another process (or a SQL trigger) commits new jobs, on PostgreSQL; answers
 * how to stop. On the embedded database (one process, woken by wakeWorker) and behind a
 * transaction pooler (no LISTEN there) it does nothing and the poll stays the only clock.
 */
export async function listenForJobs(wake: () => void): Promise<() => Promise<void>> {
  const handle = await getDatabase();
  if (handle.engine !== "postgres" || !handle.listen) return async () => {};
  return handle.listen(JOBS_CHANNEL, wake);
}

import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { runAsSystem } from "@/lib/data/system";
import { afterFailure, errorText, type BackoffPolicy } from "@/lib/jobs/retry";

// The worker's statements on app_private.jobs (lib/jobs/worker.ts runs the loop): claim the most
// urgent due job with FOR UPDATE SKIP LOCKED (two workers never take the same job), then record
// it done, or failed with its retry's delay.

/** A claimed job whose worker vanished (crash, deploy) is taken again after this. */
const LOCK_MS = 5 * 60_000;

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  key: string | null;
  attempts: number;
  maxAttempts: number;
}

type JobRow = {
  id: number | string;
  name: string;
  payload: unknown;
  key: string | null;
  attempts: number;
  max_attempts: number;
};

// Due queued jobs first (index jobs_due_idx), then running ones whose worker vanished (jobs_stale_idx):
// two statements rather than one OR, so each uses its partial index however many done jobs pile up.
const DUE = sql`q.state = 'queued' and q.run_after <= now()`;
const STALE = sql`q.state = 'running' and q.locked_until < now()`;

const CLAIMED = sql`set state = 'running', attempts = j.attempts + 1, locked_until = now() + ${`${LOCK_MS} milliseconds`}::interval, updated_at = now()`;
const RETURNED = sql`returning j.id, j.name, j.payload, j.key, j.attempts, j.max_attempts`;

async function claimWhere(which: typeof DUE, batchSize: (name: string) => number): Promise<JobRow[]> {
  return runAsSystem(async (tx) => {
    const head = rowsOf<JobRow>(
      await tx.execute(sql`
        update app_private.jobs j ${CLAIMED}
        where j.id = (
          select q.id from app_private.jobs q
          where ${which}
          order by q.priority, q.run_after, q.id
          limit 1
          for update skip locked
        )
        ${RETURNED}`),
    );
    const more = head[0] && which === DUE ? batchSize(head[0].name) - 1 : 0;
    if (more <= 0) return head;
    // The rest of the batch: due jobs of the same name, next in line, skipping those other
    // workers hold. Priority is per name, so these are as urgent as the head.
    const rest = rowsOf<JobRow>(
      await tx.execute(sql`
        update app_private.jobs j ${CLAIMED}
        where j.id in (
          select q.id from app_private.jobs q
          where ${which} and q.name = ${head[0]!.name}
          order by q.priority, q.run_after, q.id
          limit ${more}
          for update skip locked
        )
        ${RETURNED}`),
    );
    return [...head, ...rest.sort((a, b) => Number(a.id) - Number(b.id))];
  });
}

const claimed = (r: JobRow): ClaimedJob => ({
  id: Number(r.id),
  name: r.name,
  payload: r.payload,
  key: r.key,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
});

/** The most urgent due job (or a stale one), alone. */
export async function claim(): Promise<ClaimedJob | null> {
  return (await claimBatch(() => 1))[0] ?? null;
}

/**
 * The most urgent due job and, when `batchSize` of its name is above 1, up to that many due jobs
 * of the same name in all, claimed in one transaction; empty when none is due. A stale job (its
 * worker vanished) is always taken alone.
 */
export async function claimBatch(batchSize: (name: string) => number): Promise<ClaimedJob[]> {
  const due = await claimWhere(DUE, batchSize);
  return (due.length > 0 ? due : await claimWhere(STALE, batchSize)).map(claimed);
}

/** Records several jobs done in one statement (a batch that ran together). */
export async function markDoneMany(ids: number[]): Promise<void> {
  await runAsSystem((tx) =>
    tx.execute(
      sql`update app_private.jobs set state = 'done', locked_until = null, finished_at = now(), updated_at = now() where id = any(${`{${ids.join(",")}}`}::bigint[])`,
    ),
  );
}

export async function markDone(id: number): Promise<void> {
  await markDoneMany([id]);
}

export async function markFailed(job: ClaimedJob, error: unknown, policy: BackoffPolicy): Promise<void> {
  const next = afterFailure(job.attempts, job.maxAttempts, policy);
  const text = errorText(error);
  await runAsSystem((tx) =>
    next.state === "failed"
      ? tx.execute(
          sql`update app_private.jobs set state = 'failed', locked_until = null, last_error = ${text}, finished_at = now(), updated_at = now() where id = ${job.id}`,
        )
      : tx.execute(sql`
          update app_private.jobs set state = 'queued', locked_until = null, last_error = ${text}, updated_at = now(),
            run_after = now() + ${`${next.delayMs} milliseconds`}::interval
          where id = ${job.id}`),
  );
}

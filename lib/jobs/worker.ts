import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { runAsSystem } from "@/lib/data/system";
import { asBackgroundWork } from "@/lib/data/run-as";
import { afterFailure, DEFAULT_BACKOFF, errorText, periodKey, type BackoffPolicy } from "@/lib/domain/jobs";
import { enqueue, listenForJobs, onWorkerWake } from "@/lib/data/job-queue";
import { JOB_DEFINITIONS, SCHEDULES, isJobName, type JobName } from "@/lib/domain/job-definitions";
import type { JobContext, JobHandlers } from "./types";
import { logger } from "@/lib/observability/log";
import { countJobRun } from "@/lib/observability/metrics";
import { inSpan } from "@/lib/observability/trace";

// The worker: claims due jobs one at a time with FOR UPDATE SKIP LOCKED (two workers never take
// the same job), most urgent first (the jobs' priority: a payment's fulfilment before a receipt),
// runs the handler outside the claim's transaction, then records done or failure. `concurrency`
// claim loops run side by side, so a burst of paid webhooks is not served one job at a time.
// A failure is retried after an exponential delay; after max_attempts the job is 'failed' and
// stays for `npm run jobs` to show. Other jobs go on either way.

/** A claimed job whose worker vanished (crash, deploy) is taken again after this. */
const LOCK_MS = 5 * 60_000;

export interface WorkerOptions {
  handlers: JobHandlers;
  backoff?: BackoffPolicy;
  /** The clock scheduled jobs are keyed by (tests move it). */
  now?: () => Date;
  /** Called with each error a job threw (the worker itself keeps going). */
  onError?: (job: ClaimedJob, error: unknown) => void;
  /** Claim loops run side by side in each tick (default 1; lib/jobs/concurrency.ts sizes it). */
  concurrency?: number;
}

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

async function claimWhere(which: typeof DUE): Promise<JobRow | undefined> {
  const rows = await runAsSystem(async (tx) =>
    rowsOf<JobRow>(
      await tx.execute(sql`
        update app_private.jobs j
        set state = 'running', attempts = j.attempts + 1, locked_until = now() + ${`${LOCK_MS} milliseconds`}::interval, updated_at = now()
        where j.id = (
          select q.id from app_private.jobs q
          where ${which}
          order by q.priority, q.run_after, q.id
          limit 1
          for update skip locked
        )
        returning j.id, j.name, j.payload, j.key, j.attempts, j.max_attempts`),
    ),
  );
  return rows[0];
}

async function claim(): Promise<ClaimedJob | null> {
  const r = (await claimWhere(DUE)) ?? (await claimWhere(STALE));
  return r
    ? {
        id: Number(r.id),
        name: r.name,
        payload: r.payload,
        key: r.key,
        attempts: r.attempts,
        maxAttempts: r.max_attempts,
      }
    : null;
}

async function markDone(id: number): Promise<void> {
  await runAsSystem((tx) =>
    tx.execute(
      sql`update app_private.jobs set state = 'done', locked_until = null, finished_at = now(), updated_at = now() where id = ${id}`,
    ),
  );
}

async function markFailed(job: ClaimedJob, error: unknown, policy: BackoffPolicy): Promise<void> {
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

async function runJob(job: ClaimedJob, options: WorkerOptions): Promise<void> {
  if (!isJobName(job.name)) throw new Error(`unknown job name ${job.name}`);
  const payload = JOB_DEFINITIONS[job.name].payload.parse(job.payload);
  const context: JobContext = { jobId: job.id, attempt: job.attempts };
  await (options.handlers[job.name] as (p: typeof payload, c: JobContext) => Promise<void>)(payload, context);
}

/** Claims and runs one due job. Answers false when none was due. */
export function runOneJob(options: WorkerOptions): Promise<boolean> {
  // A job's failures (its own deadline included) never open the database breaker (run-as.ts).
  return asBackgroundWork(() => claimAndRun(options));
}

async function claimAndRun(options: WorkerOptions): Promise<boolean> {
  const job = await claim();
  if (!job) return false;
  await inSpan("job.run", { "cupongt.job.name": job.name, "cupongt.job.attempt": job.attempts }, async (span) => {
    try {
      await runJob(job, options);
      await markDone(job.id);
      countJobRun(job.name, "done");
    } catch (error) {
      span.setAttribute("cupongt.job.failed", true);
      countJobRun(job.name, "failed");
      options.onError?.(job, error);
      await markFailed(job, error, options.backoff ?? DEFAULT_BACKOFF);
    }
  });
  return true;
}

/** Runs due jobs until none is left (or `max` ran). Answers how many ran. */
export async function drainJobs(options: WorkerOptions, max = 1000): Promise<number> {
  let n = 0;
  while (n < max && (await runOneJob(options))) n++;
  return n;
}

/** Offers every recurring job for the current period; the unique key keeps one per period. */
export async function scheduleRecurring(now: Date = new Date()): Promise<JobName[]> {
  const added: JobName[] = [];
  await runAsSystem(async (tx) => {
    for (const s of SCHEDULES) {
      const id = await enqueue(tx, s.name, {} as never, { key: periodKey(s.name, s.everyMs, now) });
      if (id !== null) added.push(s.name);
    }
  });
  return added;
}

export interface RunningWorker {
  stop(): Promise<void>;
}

/**
 * The loop: every `pollMs` offer the recurring jobs, then drain due jobs. Errors of the loop itself
 * (database down) are logged and retried on the next tick; they never end the process.
 */
/** The worker's log line (a failed attempt, a failed tick): the jobs' child logger. */
export function logJobs(message: string, error?: unknown): void {
  logger({ component: "jobs" }).error({ err: error }, message);
}

export function startWorker(
  options: WorkerOptions & { pollMs: number; log?: (message: string, error?: unknown) => void },
): RunningWorker {
  const log = options.log ?? logJobs;
  let stopped = false;
  let busy = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      await scheduleRecurring(options.now?.() ?? new Date());
      const drain = {
        ...options,
        onError: options.onError ?? ((job, e) => log(`job ${job.id} (${job.name}) attempt ${job.attempts} failed:`, e)),
      };
      await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, () => drainJobs(drain)));
    } catch (error) {
      log("worker tick failed:", error);
    }
  };
  const loop = () => {
    if (stopped) return;
    busy = true;
    current = asBackgroundWork(tick).finally(() => {
      busy = false;
      if (stopped) return;
      if (again) {
        again = false;
        loop();
      } else {
        timer = setTimeout(loop, options.pollMs);
      }
    });
  };
  const wake = () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    loop();
  };
  const forgetWake = onWorkerWake(wake);
  // Jobs committed by other processes wake it too (PostgreSQL's LISTEN); the poll stays as a net.
  const unlisten = listenForJobs(wake).catch((error: unknown) => {
    log("worker could not LISTEN for new jobs (polling only):", error);
    return async () => {};
  });
  loop();
  return {
    async stop() {
      stopped = true;
      forgetWake();
      await (await unlisten)().catch(() => undefined);
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}

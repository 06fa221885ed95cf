import "server-only";
import { runAsSystem } from "@/lib/data/system";
import { asBackgroundWork } from "@/lib/data/run-as";
import { DEFAULT_BACKOFF, periodKey, type BackoffPolicy } from "@/lib/jobs/retry";
import { claimBatch, markDone, markDoneMany, markFailed, type ClaimedJob } from "./data/claims";
import { enqueue, listenForJobs, onWorkerWake } from "@/lib/data/job-queue";
import { JOB_DEFINITIONS, SCHEDULES, isJobName, jobBatchSize, type JobName } from "@/lib/jobs/definitions";
import type { BatchedJob, JobBatchHandlers, JobContext, JobHandlers } from "./types";
import { logger } from "@/lib/observability/log";
import { countJobRun } from "@/lib/observability/metrics";
import { inSpan } from "@/lib/observability/trace";

// The worker: claims due jobs one at a time with FOR UPDATE SKIP LOCKED (two workers never take
// the same job), most urgent first (the jobs' priority: a payment's fulfilment before a receipt),
// runs the handler outside the claim's transaction, then records done or failure. `concurrency`
// claim loops run side by side, and a job name with a batch handler is claimed and run up to its
// definition's `batch` at a time, so a burst of paid webhooks is not served one job at a time.
// A failure is retried after an exponential delay; after max_attempts the job is 'failed' and
// stays for `npm run jobs` to show. Other jobs go on either way.

export interface WorkerOptions {
  handlers: JobHandlers;
  /** Names that may run several due jobs together (lib/jobs/registry.ts JOB_BATCH_HANDLERS). */
  batchHandlers?: JobBatchHandlers;
  backoff?: BackoffPolicy;
  /** The clock scheduled jobs are keyed by (tests move it). */
  now?: () => Date;
  /** Called with each error a job threw (the worker itself keeps going). */
  onError?: (job: ClaimedJob, error: unknown) => void;
  /** Claim loops run side by side in each tick (default 1; lib/jobs/concurrency.ts sizes it). */
  concurrency?: number;
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
  const batchable = (name: string) => (isJobName(name) && options.batchHandlers?.[name] ? jobBatchSize(name) : 1);
  const jobs = await claimBatch(batchable);
  if (jobs.length === 0) return false;
  if (jobs.length > 1 && (await runBatch(jobs, options))) return true;
  for (const job of jobs) await runClaimed(job, options);
  return true;
}

async function runClaimed(job: ClaimedJob, options: WorkerOptions): Promise<void> {
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
}

/**
 * Runs claimed jobs of one name with its batch handler and records them done together. Answers
 * false when the batch failed: its work rolled back, the caller runs each job alone, so one bad job
 * fails (and is retried) alone while the others go through.
 */
async function runBatch(jobs: ClaimedJob[], options: WorkerOptions): Promise<boolean> {
  const name = jobs[0]!.name as JobName;
  const handler = options.batchHandlers?.[name] as ((jobs: BatchedJob<JobName>[]) => Promise<void>) | undefined;
  if (!handler) return false;
  const attributes = { "cupongt.job.name": name, "cupongt.job.batch": jobs.length };
  return inSpan("job.batch", attributes, async (span) => {
    try {
      const definition = JOB_DEFINITIONS[name];
      await handler(
        jobs.map((job) => ({
          payload: definition.payload.parse(job.payload),
          context: { jobId: job.id, attempt: job.attempts },
        })),
      );
    } catch (error) {
      span.setAttribute("cupongt.job.failed", true);
      logger({ component: "jobs" }).warn(
        { err: error, job: name, size: jobs.length },
        "job batch failed: each runs alone",
      );
      return false;
    }
    await markDoneMany(jobs.map((job) => job.id));
    for (const job of jobs) countJobRun(job.name, "done");
    return true;
  });
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

/** The worker's log line (a failed attempt, a failed tick): the jobs' child logger. */
export function logJobs(message: string, error?: unknown): void {
  logger({ component: "jobs" }).error({ err: error }, message);
}

/**
 * The loop: every `pollMs` offer the recurring jobs, then drain due jobs. Errors of the loop itself
 * (database down) are logged and retried on the next tick; they never end the process.
 */
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

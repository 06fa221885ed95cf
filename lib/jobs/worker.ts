import "server-only";
import { runAsSystem } from "@/lib/data/system";
import { asBackgroundWork } from "@/lib/data/run-as";
import { DEFAULT_BACKOFF, periodKey, type BackoffPolicy } from "@/lib/jobs/retry";
import { claim, markDone, markFailed, type ClaimedJob } from "./data/claims";
import { enqueue, listenForJobs, onWorkerWake } from "@/lib/data/job-queue";
import { JOB_DEFINITIONS, SCHEDULES, isJobName, type JobName } from "@/lib/jobs/definitions";
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

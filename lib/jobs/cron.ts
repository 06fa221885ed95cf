import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { JOB_BATCH_HANDLERS, JOB_HANDLERS } from "./registry";
import { logJobs, runOneJob, scheduleRecurring } from "./worker";

// Jobs on a serverless host: no worker process lives between requests, so a scheduler (Vercel
// Cron, a GitHub Action, any curl) calls /api/cron/jobs every minute. Each call offers the
// recurring jobs for the current period and runs due jobs until its time budget is spent. Calls
// may overlap or repeat: jobs are claimed with SKIP LOCKED and recurring ones are keyed by period,
// so nothing runs twice (lib/jobs/worker.ts).

/** Whether an Authorization header carries the secret (constant time, whatever the lengths). */
export function cronAuthorized(header: string | null, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(header?.trim() ?? "")?.[1] ?? "";
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return given.length > 0 && timingSafeEqual(digest(given), digest(secret));
}

export interface CronTick {
  scheduled: string[];
  ran: number;
  /** True when the budget ran out with jobs possibly still due (the next call goes on). */
  budgetSpent: boolean;
}

/** Offers the recurring jobs, then runs due jobs one at a time until none is due or time is up. */
export async function runCronTick(budgetMs: number, log: (m: string, e: unknown) => void = logJobs): Promise<CronTick> {
  const deadline = Date.now() + budgetMs;
  const scheduled = await scheduleRecurring();
  let ran = 0;
  while (Date.now() < deadline) {
    const didRun = await runOneJob({
      handlers: JOB_HANDLERS,
      batchHandlers: JOB_BATCH_HANDLERS,
      onError: (job, e) => log(`[jobs] job ${job.id} (${job.name}) attempt ${job.attempts} failed:`, e),
    });
    if (!didRun) return { scheduled, ran, budgetSpent: false };
    ran++;
  }
  return { scheduled, ran, budgetSpent: true };
}

import "server-only";
import { env } from "@/lib/env";
import { JOB_BATCH_HANDLERS, JOB_HANDLERS } from "./registry";
import { inProcessRevalidateToken } from "./revalidate";
import { jobConcurrency } from "./concurrency";
import { startWorker, type RunningWorker } from "./worker";

const g = globalThis as typeof globalThis & { __cupongtWorker?: RunningWorker };

/**
 * The worker inside the web server (instrumentation.ts), once per process. JOBS_WORKER=off leaves
 * the work to `npm run worker` processes (several web instances on one PostgreSQL).
 */
export function startInProcessWorker(): boolean {
  if (env.JOBS_WORKER === "off" || g.__cupongtWorker) return false;
  inProcessRevalidateToken(); // before any job: their cache revalidations come back to this process
  g.__cupongtWorker = startWorker({
    handlers: JOB_HANDLERS,
    batchHandlers: JOB_BATCH_HANDLERS,
    pollMs: env.JOBS_POLL_MS,
    concurrency: jobConcurrency(),
  });
  return true;
}

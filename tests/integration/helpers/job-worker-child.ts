// A worker process of its own for job-burst.test.ts: the real worker loop (startWorker, the one
// `npm run worker` runs) on the given PostgreSQL database, whose handlers only say on stdout which
// process ran which job. Fulfilments run in batches, as under `npm run worker` (JOB_BATCH_HANDLERS). Run: node --conditions=react-server --import tsx job-worker-child.ts URL CONCURRENCY [POLL_MS]
import type { BatchJobHandler, JobContext, JobHandlers } from "@/lib/jobs/types";

const [url, concurrency, pollMs = "50"] = process.argv.slice(2);
const { openPostgres } = await import("@/lib/db/client");
const { installDatabase } = await import("@/lib/db");
const { JOB_DEFINITIONS } = await import("@/lib/jobs/definitions");
const { startWorker } = await import("@/lib/jobs/worker");

const handle = openPostgres(url!, 6);
handle.system = { db: handle.db, ingressDb: handle.db };
installDatabase(handle);

const record =
  (name: string) =>
  async (_payload: unknown, { jobId }: JobContext) => {
    process.stdout.write(`RAN ${name} ${jobId} ${process.pid}\n`);
    await new Promise((resolve) => setTimeout(resolve, 3)); // a job's own work, so the two interleave
  };
const handlers = Object.fromEntries(Object.keys(JOB_DEFINITIONS).map((name) => [name, record(name)])) as JobHandlers;
const batch: BatchJobHandler<"apply_payment_event"> = async (jobs) => {
  for (const { context } of jobs) process.stdout.write(`RAN apply_payment_event ${context.jobId} ${process.pid}\n`);
  process.stdout.write(`BATCH ${jobs.length} ${process.pid}\n`);
  // A batch's work, long enough that the first process to wake cannot run the whole burst (6
  // batches, 3 loops) before the other claims: at 20 ms, one process did it all on a loaded CI.
  await new Promise((resolve) => setTimeout(resolve, 400));
};
const worker = startWorker({
  handlers,
  batchHandlers: { apply_payment_event: batch },
  pollMs: Number(pollMs),
  concurrency: Number(concurrency),
  log: () => {},
});
process.stdout.write("READY\n");
// Orphaned (the test run killed or crashed), it must not go on polling: the parent is checked.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && process.exit(0), 1_000).unref();
process.on("SIGTERM", () => {
  void worker
    .stop()
    .then(() => handle.close())
    .finally(() => process.exit(0));
});

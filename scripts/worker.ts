// `npm run worker`: the background job worker as its own process, for deployments with several
// web instances on one PostgreSQL (start those with JOBS_WORKER=off, or keep it on: workers claim
// jobs with SKIP LOCKED and recurring jobs are keyed per period, so any number may run).
// Not for the embedded database: PGlite has no lock across processes, and under `npm start` the
// worker already runs inside the server.
process.env.MIGRATE_ON_START ??= "false";
process.env.SEED_ON_START ??= "false";
const { env } = await import("@/lib/env");
if (!env.DATABASE_URL) {
  console.error(
    "[worker] needs DATABASE_URL (PostgreSQL). With the embedded database the worker runs inside `npm start`.",
  );
  process.exit(1);
}
// A fulfilment job's spans reach the collector from this process too.
if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { registerTracing } = await import("@/lib/observability/otel");
  registerTracing(env.OTEL_EXPORTER_OTLP_ENDPOINT, env.OTEL_SERVICE_NAME);
}
const { closeDatabase, getDatabase } = await import("@/lib/db");
const { JOB_BATCH_HANDLERS, JOB_HANDLERS } = await import("@/lib/jobs/registry");
const { startWorker } = await import("@/lib/jobs/worker");
const { jobConcurrency } = await import("@/lib/jobs/concurrency");
await getDatabase();
const worker = startWorker({
  handlers: JOB_HANDLERS,
  batchHandlers: JOB_BATCH_HANDLERS,
  pollMs: env.JOBS_POLL_MS,
  concurrency: jobConcurrency(),
});
console.log(`[worker] running (polling every ${env.JOBS_POLL_MS} ms)`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void worker
      .stop()
      .then(closeDatabase)
      .then(() => process.exit(0));
  });
}
export {};

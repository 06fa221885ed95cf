// A worker process of its own for the payment benches (BENCH_WORKERS=2 or more): the real job
// handlers, fulfilment batches included, on the bench's PostgreSQL database, as `npm run worker`
// runs them beside the server. Its environment (the stand-in provider, the outbox) is the bench's.
// Run by bench/payments-harness.ts: node --conditions=react-server --import tsx bench/worker-process.ts URL
import { installDatabase } from "@/lib/db";
import { openPostgres } from "@/lib/db/client";
import { JOB_BATCH_HANDLERS, JOB_HANDLERS } from "@/lib/jobs/registry";
import { startWorker } from "@/lib/jobs/worker";

const [url] = process.argv.slice(2);

const requests = openPostgres(url!, 4);
const owner = openPostgres(url!, 5);
installDatabase({ ...requests, system: { db: owner.db, ingressDb: owner.db } });
const worker = startWorker({
  handlers: JOB_HANDLERS,
  batchHandlers: JOB_BATCH_HANDLERS,
  pollMs: 1000,
  concurrency: 2,
  log: () => {},
});
process.stdout.write("READY\n");
const parent = process.ppid;
setInterval(() => process.ppid !== parent && process.exit(0), 1_000).unref();
process.on("SIGTERM", () => {
  void worker
    .stop()
    .then(() => Promise.allSettled([requests.close(), owner.close()]))
    .finally(() => process.exit(0));
});

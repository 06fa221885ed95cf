import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { metrics } from "@/lib/observability/metrics";
import { runAsSystem } from "../system";

// The job queue's gauges, read from the database when Prometheus scrapes (the queue is shared by
// every instance, so each instance reports the same values: alert on max(), not sum()).

interface QueueRow {
  due: number;
  oldest_seconds: number | null;
}

/** Sets the queue depth, the oldest due job's age and the failed jobs per name. */
export async function refreshQueueGauges(): Promise<void> {
  const [queue, failed] = await runAsSystem(async (tx) => {
    const q = rowsOf<QueueRow>(
      await tx.execute(sql`select count(*)::int as due,
          extract(epoch from now() - min(run_after))::float8 as oldest_seconds
        from app_private.jobs where state = 'queued' and run_after <= now()`),
    )[0];
    const f = rowsOf<{ name: string; n: number }>(
      await tx.execute(sql`select name, count(*)::int as n from app_private.jobs where state = 'failed' group by name`),
    );
    return [q, f] as const;
  });
  const m = metrics();
  m.jobsQueued.set(Number(queue?.due ?? 0));
  m.jobsOldestDue.set(Math.max(0, Number(queue?.oldest_seconds ?? 0)));
  m.jobsFailed.reset(); // a name whose failed jobs were cleared drops to nothing, not to its last value
  for (const row of failed) m.jobsFailed.set({ name: row.name }, Number(row.n));
}

import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { runAsSystem } from "@/lib/data/system";

export interface JobListing {
  id: number;
  name: string;
  state: string;
  attempts: number;
  maxAttempts: number;
  runAfter: string;
  lastError: string | null;
}

/** Jobs not done (failed first, then by when they run), and how many there are in each state. */
export async function listJobs(limit = 100): Promise<{ counts: Record<string, number>; jobs: JobListing[] }> {
  return runAsSystem(async (tx) => {
    const counts = rowsOf<{ state: string; n: number | string }>(await tx.execute(sql`select state, count(*) as n from app_private.jobs group by state order by state`));
    const jobs = rowsOf<{ id: number | string; name: string; state: string; attempts: number; max_attempts: number; run_after: string; last_error: string | null }>(
      await tx.execute(sql`
        select id, name, state, attempts, max_attempts, run_after::text, last_error from app_private.jobs
        where state <> 'done'
        order by state = 'failed' desc, run_after, id
        limit ${limit}`),
    );
    return {
      counts: Object.fromEntries(counts.map((c) => [c.state, Number(c.n)])),
      jobs: jobs.map((j) => ({ id: Number(j.id), name: j.name, state: j.state, attempts: j.attempts, maxAttempts: j.max_attempts, runAfter: j.run_after, lastError: j.last_error })),
    };
  });
}

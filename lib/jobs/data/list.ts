import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { runAsSystem } from "@/lib/data/system";
import { toJobListing, type JobListing, type JobRow } from "@/lib/jobs/listing";

/** Jobs not done (failed first, then by when they run), and how many there are in each state. */
export async function listJobs(limit = 100): Promise<{ counts: Record<string, number>; jobs: JobListing[] }> {
  return runAsSystem(async (tx) => {
    const counts = rowsOf<{ state: string; n: number | string }>(
      await tx.execute(sql`select state, count(*) as n from app_private.jobs group by state order by state`),
    );
    const jobs = rowsOf<JobRow>(
      await tx.execute(sql`
        select id, name, state, attempts, max_attempts, run_after::text, last_error from app_private.jobs
        where state <> 'done'
        order by state = 'failed' desc, run_after, id
        limit ${limit}`),
    );
    return {
      counts: Object.fromEntries(counts.map((c) => [c.state, Number(c.n)])),
      jobs: jobs.map((j) => toJobListing(j)),
    };
  });
}

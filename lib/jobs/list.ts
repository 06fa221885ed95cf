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

/** A row of app_private.jobs (or of public.admin_list_jobs, which returns the same columns). */
export interface JobRow {
  id: number | string;
  name: string;
  state: string;
  attempts: number;
  max_attempts: number;
  run_after: string | Date;
  last_error: string | null;
}

/** One row as a listing; `runAfter` words the time (the command prints the database's text). */
export function toJobListing(row: JobRow, runAfter: (value: string | Date) => string = String): JobListing {
  return { id: Number(row.id), name: row.name, state: row.state, attempts: row.attempts, maxAttempts: row.max_attempts, runAfter: runAfter(row.run_after), lastError: row.last_error };
}

/** Jobs not done (failed first, then by when they run), and how many there are in each state. */
export async function listJobs(limit = 100): Promise<{ counts: Record<string, number>; jobs: JobListing[] }> {
  return runAsSystem(async (tx) => {
    const counts = rowsOf<{ state: string; n: number | string }>(await tx.execute(sql`select state, count(*) as n from app_private.jobs group by state order by state`));
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

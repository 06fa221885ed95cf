// How a queued job is shown: /admin/trabajos (through public.admin_list_jobs) and `npm run jobs`
// (straight from app_private.jobs) read the same columns and list them in one shape.

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
  return {
    id: Number(row.id),
    name: row.name,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAfter: runAfter(row.run_after),
    lastError: row.last_error,
  };
}

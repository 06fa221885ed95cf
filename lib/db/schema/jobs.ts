// The background job queue and the mails its jobs sent, in schema app_private (only the server
// reads them). Functions and grants: supabase/schemas/17-jobs.sql.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { appPrivate } from "./pg-schemas";
import { DEFAULT_JOB_PRIORITY, JOB_NAMES, jobPriority } from "@/lib/jobs/definitions";

/** The priority column's expression, from the declarations: `case name when … then 0 … else 100 end`. */
function jobPriorityCase(): string {
  const ranked = JOB_NAMES.map((name) => [name, jobPriority(name)] as const)
    .filter(([, priority]) => priority !== DEFAULT_JOB_PRIORITY)
    .sort((a, b) => a[1] - b[1]);
  return `case name ${ranked.map(([name, p]) => `when '${name}' then ${p}`).join(" ")} else ${DEFAULT_JOB_PRIORITY} end`;
}

/** Background jobs (lib/jobs): claimed with FOR UPDATE SKIP LOCKED, retried with backoff. */
export const jobs = appPrivate.table(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    key: text("key").unique("jobs_key_key"),
    state: text("state").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /**
     * Claimed lowest first (lib/jobs/definitions.ts declares each job's priority). Derived from the
     * name, so the jobs SQL functions and triggers enqueue get it too.
     */
    priority: smallint("priority").notNull().generatedAlwaysAs(sql.raw(jobPriorityCase())),
  },
  (t) => [
    check("jobs_state_check", sql`${t.state} = any (array['queued', 'running', 'done', 'failed'])`),
    check("jobs_attempts_check", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    // Only declared names: SQL that enqueues a job lib/jobs/definitions.ts does not know fails here.
    check("jobs_name_check", sql.raw(`name = any (array[${JOB_NAMES.map((n) => `'${n}'`).join(", ")}])`)),
    index("jobs_due_idx")
      .on(t.priority, t.runAfter, t.id)
      .where(sql`${t.state} = 'queued'`),
    index("jobs_stale_idx")
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index("jobs_finished_idx")
      .on(t.finishedAt)
      .where(sql`${t.state} = 'done'`),
  ],
);

/** E-mails a job has sent, by key: a retried job sends nothing twice. */
export const sentMails = appPrivate.table("sent_mails", {
  key: text("key").primaryKey(),
  jobId: bigint("job_id", { mode: "number" }),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

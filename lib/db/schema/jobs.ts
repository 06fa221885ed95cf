// Tables of the system services (built-in auth, rate limits). They live in schema `app_private`,
// which `anon` and `authenticated` cannot even see: only the server, as owner, reads them.
// On Supabase the built-in auth tables stay empty (Supabase Auth keeps its own); rate limits
// serve both adapters and are shared by every server instance.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";
import { DEFAULT_JOB_PRIORITY, JOB_NAMES, jobPriority } from "@/lib/jobs/definitions";

/** The priority column's expression, from the declarations: `case name when … then 0 … else 100 end`. */
function jobPriorityCase(): string {
  const ranked = JOB_NAMES.map((name) => [name, jobPriority(name)] as const)
    .filter(([, priority]) => priority !== DEFAULT_JOB_PRIORITY)
    .sort((a, b) => a[1] - b[1]);
  return `case name ${ranked.map(([name, p]) => `when '${name}' then ${p}`).join(" ")} else ${DEFAULT_JOB_PRIORITY} end`;
}

export const appPrivate = pgSchema("app_private");

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored. */
export const authSessions = appPrivate.table(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("auth_sessions_token_hash_key"),
    /** 'recovery' sessions come from a reset link and may only set a new password. */
    kind: text("kind").notNull().default("normal"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (t) => [
    check("auth_sessions_kind_check", sql`${t.kind} in ('normal', 'recovery')`),
    index("auth_sessions_user_idx").on(t.userId),
  ],
);

/** Single-use e-mail links (reset, magic link, sign-up confirmation), stored hashed. */
export const authOneTimeTokens = appPrivate.table(
  "auth_one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull().unique("auth_one_time_tokens_token_hash_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    check("auth_one_time_tokens_kind_check", sql`${t.kind} in ('recovery', 'magiclink', 'signup')`),
    index("auth_one_time_tokens_user_idx").on(t.userId, t.kind),
  ],
);

/** Fixed-window counters: one row per key and window start. Old windows are deleted lazily. */
export const rateLimits = appPrivate.table(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart], name: "rate_limits_pkey" }),
    index("rate_limits_window_idx").on(t.windowStart),
  ],
);

/**
 * Supabase Auth adapter: a session opened from a reset link, bound to the user and Supabase's
 * session id (its own session does not say it came from a recovery link). Token stored hashed.
 */
export const authRecoveryGrants = appPrivate.table(
  "auth_recovery_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    sessionId: text("session_id").notNull(),
    tokenHash: text("token_hash").notNull().unique("auth_recovery_grants_token_hash_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("auth_recovery_grants_user_idx").on(t.userId)],
);

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

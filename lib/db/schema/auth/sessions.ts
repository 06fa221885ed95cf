// The built-in auth's tables and the rate limits, in schema app_private (only the server reads
// them). On Supabase the built-in auth tables stay empty (Supabase Auth keeps its own); rate limits
// serve both adapters and are shared by every server instance. Functions: supabase/schemas/02-auth.sql.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";
import { appPrivate } from "../pg-schemas";

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

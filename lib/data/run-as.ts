import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { sql, type SQL } from "drizzle-orm";
import { getDatabase, type Db, type Tx } from "@/lib/db";
import { pipelineOf } from "@/lib/db/pipeline";
import { env } from "@/lib/env";
import { rowsOf } from "@/lib/db/client";
import { claimsOf, type Caller } from "./caller";
import { reportDatabaseOutcome } from "@/lib/db/breaker";
import { noteDatabaseUnavailable } from "@/lib/net/unavailable-answer";
import { trackTransaction } from "@/lib/observability/metrics";
import { inSpan } from "@/lib/observability/trace";
import { DatabaseTimeoutError, isDatabaseDown, isDatabaseUnavailable } from "./db-errors";

/**
 * Runs `fn` in one transaction as the caller, the way Supabase's PostgREST does: the role
 * (`anon` or `authenticated`) and `request.jwt.claims` are set for this transaction only, so
 * row level security decides what it may read and write.
 */
export async function runAs<T>(caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return runInRole(enterRole(caller.role, JSON.stringify(claimsOf(caller))), fn);
}

/**
 * One statement as the caller, its rows answered: the same transaction as runAs, but on PostgreSQL
 * sent in one go with its COMMIT (lib/db/pipeline.ts), so the locks it takes are held for the
 * server's time only. For the hot single-statement writes of a burst (a flash sale's checkouts).
 */
export async function runStatementAs<T>(caller: Caller, statement: SQL): Promise<T[]> {
  return runStatementInRole<T>(enterRole(caller.role, JSON.stringify(claimsOf(caller))), statement);
}

/**
 * The first statement of a request's transaction: its role and claims, and the statement and lock
 * timeouts (env DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS), in one round trip. Per transaction
 * rather than per connection, so it also holds behind a transaction pooler.
 */
export function enterRole(role: string, claims: string): SQL {
  return sql`select set_config('request.jwt.claims', ${claims}, true), set_config('role', ${role}, true),
    set_config('statement_timeout', ${String(env.DB_STATEMENT_TIMEOUT_MS)}, true), set_config('lock_timeout', ${String(env.DB_LOCK_TIMEOUT_MS)}, true)`;
}

/**
 * One transaction that first runs `enter` (which sets the role), then `fn`. On PostgreSQL the whole
 * transaction, pool wait included, has DB_REQUEST_TIMEOUT_MS: a server that accepts connections
 * but never answers fails the request then (DatabaseTimeoutError) instead of stalling it, and the
 * abandoned transaction is rolled back whenever it gets to its end, so it never commits behind the
 * caller's back.
 */
export interface RoleOptions {
  deadlineMs?: number;
  /** System work: runs where the handle says (the owner), never on the request login role. */
  system?: boolean;
  /** System work any sender on the internet can set off: the handle's ingress pool, where it has one. */
  lane?: "ingress";
}

export async function runInRole<T>(enter: SQL, fn: (tx: Tx) => Promise<T>, options: RoleOptions = {}): Promise<T> {
  return traced(options, (started) => runInRoleOnce(enter, fn, options, started));
}

/** runInRole for one statement: pipelined with its COMMIT where the pool can (PostgreSQL). */
export async function runStatementInRole<T>(enter: SQL, statement: SQL, options: RoleOptions = {}): Promise<T[]> {
  return traced(options, (started) => runStatementOnce<T>(enter, statement, options, started));
}

function traced<T>(options: RoleOptions, once: (started: () => void) => Promise<T>): Promise<T> {
  const kind = options.system ? "system" : "request";
  return inSpan("db.transaction", { "db.system": "postgresql", "cupongt.db.kind": kind }, () =>
    runTracked(once, trackTransaction(kind)),
  );
}

// Background work (the job worker, its scheduler) runs inside this scope. Its failures do not
// open the breaker: a job that hits its own deadline is one slow step, not evidence that the
// database is down, and opening the breaker for it refused every shopper's page for a probe period.
// Only request-path failures (and a failed health probe, which runs on the request path) open it.
const BACKGROUND = Symbol.for("cupongt.backgroundWork");
type BackgroundHolder = typeof globalThis & { [BACKGROUND]?: AsyncLocalStorage<true> };
const background = () => ((globalThis as BackgroundHolder)[BACKGROUND] ??= new AsyncLocalStorage<true>());

/** Runs `fn` as background work: its database failures never open the breaker. */
export function asBackgroundWork<T>(fn: () => T): T {
  return background().run(true, fn);
}

async function runTracked<T>(
  once: (started: () => void) => Promise<T>,
  tracked: ReturnType<typeof trackTransaction>,
): Promise<T> {
  // Every transaction tells the breaker whether the database answered (proxy.ts reads it).
  try {
    const result = await once(tracked.started);
    reportDatabaseOutcome(true);
    tracked.done("ok");
    return result;
  } catch (error) {
    tracked.done("error");
    if (isDatabaseDown(error) && background().getStore() !== true) reportDatabaseOutcome(false);
    // Down, hung or a lock held past its timeout: if the request fails for it, the answer is a
    // 503, not a 500 (lib/net/unavailable-answer.ts).
    if (isDatabaseUnavailable(error)) noteDatabaseUnavailable();
    throw error;
  }
}

async function runInRoleOnce<T>(
  enter: SQL,
  fn: (tx: Tx) => Promise<T>,
  options: RoleOptions,
  started: () => void,
): Promise<T> {
  const deadlineMs = options.deadlineMs ?? env.DB_REQUEST_TIMEOUT_MS;
  const handle = await getDatabase();
  const { engine } = handle;
  const system = options.system ? handle.system : undefined;
  const db = poolOf(handle, options);
  const requestUser = options.system ? undefined : handle.requestUser;
  let abandoned = false;
  const work = db.transaction(async (tx) => {
    started(); // a pool connection is held from here (metrics: waiting -> in_use)
    // The embedded session is the login role between transactions; a system transaction takes the
    // owner back for itself only (LOCAL ends with it, committed or rolled back).
    if (system && "ownerUser" in system)
      await tx.execute(sql.raw(`set local session authorization ${quoteIdent(system.ownerUser)}`));
    await tx.execute(enter);
    const result = await fn(tx);
    if (abandoned) throw new DatabaseTimeoutError(deadlineMs);
    // The embedded database cannot refuse SET SESSION AUTHORIZATION (single-user mode): a
    // transaction that climbed back to the owner is rolled back with everything it wrote.
    if (requestUser) {
      const [row] = rowsOf<{ u: string }>(await tx.execute(sql`select session_user::text as u`));
      if (row?.u !== requestUser) throw new Error("runAs: the transaction left the app's login role; rolled back");
    }
    return result;
  });
  // The embedded database runs in this process: nothing can hang it from outside.
  if (engine !== "postgres") return work;
  return withDeadline(work, deadlineMs, () => (abandoned = true));
}

async function runStatementOnce<T>(
  enter: SQL,
  statement: SQL,
  options: RoleOptions,
  started: () => void,
): Promise<T[]> {
  const handle = await getDatabase();
  const pipeline = handle.engine === "postgres" ? pipelineOf(poolOf(handle, options)) : undefined;
  if (!pipeline) return runInRoleOnce(enter, async (tx) => rowsOf<T>(await tx.execute(statement)), options, started);
  const work = pipeline([enter, statement], started).then(([, rows]) => rows as T[]);
  // Its COMMIT is already sent: past the deadline the caller is answered, but the statement may
  // still commit. Only for statements a retry recognises (an idempotency key) or that undo
  // themselves (a reservation expires).
  return withDeadline(work, options.deadlineMs ?? env.DB_REQUEST_TIMEOUT_MS, () => {});
}

type Handle = Awaited<ReturnType<typeof getDatabase>>;
function poolOf(handle: Handle, options: RoleOptions): Db {
  const system = options.system ? handle.system : undefined;
  if (!system || !("db" in system)) return handle.db;
  return (options.lane === "ingress" ? system.ingressDb : undefined) ?? system.db;
}

async function withDeadline<T>(work: Promise<T>, deadlineMs: number, onAbandon: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onAbandon();
      reject(new DatabaseTimeoutError(deadlineMs));
    }, deadlineMs);
  });
  work.catch(() => {}); // an abandoned transaction's own failure has no one left to hear it
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

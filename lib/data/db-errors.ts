import "server-only";

/** The SQLSTATE and constraint of a failed statement, whichever driver raised it (Drizzle wraps it in `cause`). */
export function pgErrorOf(error: unknown): { code: string | null; constraint: string | null } {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const o = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (typeof o.code === "string" && /^[0-9A-Z]{5}$/.test(o.code)) {
      const constraint =
        typeof o.constraint_name === "string"
          ? o.constraint_name
          : typeof o.constraint === "string"
            ? o.constraint
            : null;
      return { code: o.code, constraint };
    }
    e = o.cause;
  }
  return { code: null, constraint: null };
}

export const PG = {
  /** Row level security refused the row (or a column privilege is missing). */
  insufficientPrivilege: "42501",
  checkViolation: "23514",
  foreignKeyViolation: "23503",
  uniqueViolation: "23505",
  /** A function refused an argument (raise ... using errcode = '22023'). */
  invalidParameter: "22023",
  /** public.protect_last_owner: the last owner can't be removed or demoted. */
  lastOwner: "CG001",
} as const;

/** The database did not answer in time (DB_REQUEST_TIMEOUT_MS): the transaction was abandoned and rolled back. */
export class DatabaseTimeoutError extends Error {
  readonly code = "DB_REQUEST_TIMEOUT";
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = "DatabaseTimeoutError";
  }
}

// SQLSTATEs of a database that is down, restarting or too slow (class 08 is connection
// exceptions), and the codes postgres.js and Node give a connection that failed.
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "57014", "55P03", "53300"]);
const UNAVAILABLE_CODES = new Set([
  "DB_REQUEST_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);

/** True when `error` means "the database is unavailable right now", not "this request is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

// The subset that means "the database itself is gone or hung", not "this statement was slow or
// waited on a lock": what opens the breaker of lib/db/breaker.ts.
const DOWN_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** True when `error` says the database cannot be reached or did not answer at all. */
export function isDatabaseDown(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (UNAVAILABLE_CODES.has(code) || DOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

import "server-only";

/** The SQLSTATE and constraint of a failed statement, whichever driver raised it (Drizzle wraps it in `cause`). */
export function pgErrorOf(error: unknown): { code: string | null; constraint: string | null } {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const o = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (typeof o.code === "string" && /^[0-9A-Z]{5}$/.test(o.code)) {
      const constraint = typeof o.constraint_name === "string" ? o.constraint_name : typeof o.constraint === "string" ? o.constraint : null;
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
  /** public.protect_last_owner: the last owner can't be removed or demoted. */
  lastOwner: "CG001",
} as const;

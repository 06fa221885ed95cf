import "server-only";
import type { SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { enterRole, runInRole, runStatementInRole, type RoleOptions } from "./run-as";

/**
 * Runs `fn` in one transaction as `service_role`, which bypasses row level security. Only for the
 * system services the architecture names: the built-in auth service (users, sessions, one-time
 * tokens), rate limits, jobs and the e-mail outbox. Never for work done on a person's behalf. The
 * request login role cannot become service_role, so this runs on the owner's connection (see
 * DatabaseHandle.system), switched down to service_role for the transaction.
 */
export async function runAsSystem<T>(
  fn: (tx: Tx) => Promise<T>,
  options: Omit<RoleOptions, "system"> = {},
): Promise<T> {
  return runInRole(enterRole("service_role", '{"role":"service_role"}'), fn, { ...options, system: true });
}

/** One statement as `service_role`, sent with its COMMIT on PostgreSQL (runStatementAs). */
export async function runStatementAsSystem<T>(statement: SQL, options: Omit<RoleOptions, "system"> = {}): Promise<T[]> {
  return runStatementInRole<T>(enterRole("service_role", '{"role":"service_role"}'), statement, {
    ...options,
    system: true,
  });
}

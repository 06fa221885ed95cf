import "server-only";
import type { Tx } from "@/lib/db";
import { enterRole, runInRole } from "./run-as";

/**
 * Runs `fn` in one transaction as `service_role`, which bypasses row level security. Only for the
 * system services the architecture names: the built-in auth service (users, sessions, one-time
 * tokens), rate limits and the e-mail outbox. Never for work done on a person's behalf. The
 * connection itself cannot do more than this (it is the app's login role, not the owner).
 */
export async function runAsSystem<T>(fn: (tx: Tx) => Promise<T>, options: { deadlineMs?: number } = {}): Promise<T> {
  return runInRole(enterRole("service_role", '{"role":"service_role"}'), fn, options);
}

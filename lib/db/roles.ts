// Who the app is to the database. Requests log in as APP_LOGIN_ROLE, which has no privileges of
// its own and may only switch to the request roles; migrations, the seed and system work use the
// owner. Pure helpers here; the switching itself lives in client.ts and index.ts.
import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** Created by supabase/schemas/01-security.sql. */
export const APP_LOGIN_ROLE = "cupongt_app";

/**
 * The only roles the login role may take (set_config('role', ...)). service_role is not among
 * them: system work runs on the owner's connection (DatabaseHandle.system).
 */
export const REQUEST_ROLES = ["anon", "authenticated"] as const;

/** postgres://owner@h/db -> postgres://cupongt_app@h/db (tests and local scripts, trust auth). */
export function withUser(url: string, user: string, password?: string): string {
  const u = new URL(url);
  u.username = user;
  u.password = password ?? "";
  return u.toString();
}

/**
 * A transaction-mode pooler (Supabase's Supavisor on port 6543, PgBouncer with
 * `?pgbouncer=true`) hands each transaction to any server connection, so a statement prepared on
 * one is unknown on the next: prepared statements must be off there.
 */
export function isTransactionPooler(url: string): boolean {
  const u = new URL(url);
  const flag = u.searchParams.get("pgbouncer") ?? u.searchParams.get("transaction_pooler");
  if (flag !== null) return ["true", "1", "on", "yes"].includes(flag.toLowerCase());
  return u.port === "6543";
}

/** Our own URL flags are not PostgreSQL parameters: postgres.js would send them to the server. */
export function withoutPoolerFlags(url: string): string {
  const u = new URL(url);
  u.searchParams.delete("pgbouncer");
  u.searchParams.delete("transaction_pooler");
  return u.toString();
}

export interface RoleReport {
  user: string;
  superuser: boolean;
  bypassRls: boolean;
}

/** The login role of a connection, as the server sees it. */
export async function describeLoginRole(db: Db): Promise<RoleReport> {
  const result = await db.execute(sql`
    select session_user::text as user, r.rolsuper as superuser, r.rolbypassrls as bypass
    from pg_roles r where r.rolname = session_user`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    user: string;
    superuser: boolean;
    bypass: boolean;
  }[];
  const row = rows[0];
  return { user: row?.user ?? "?", superuser: Boolean(row?.superuser), bypassRls: Boolean(row?.bypass) };
}

/** Why a request connection is unsafe, or null when it is a plain login role. */
export function privilegedLoginProblem(report: RoleReport): string | null {
  if (!report.superuser && !report.bypassRls) return null;
  const what = report.superuser ? "a superuser" : "a role with BYPASSRLS";
  return (
    `DATABASE_URL logs in as ${what} (${report.user}): a request could leave row level security. ` +
    `Point DATABASE_URL at the login role ${APP_LOGIN_ROLE} (created by the migrations; set its password with ` +
    `"alter role ${APP_LOGIN_ROLE} password '...'") and DATABASE_OWNER_URL at the owner for migrations, the seed and the system services.`
  );
}

// Making (or unmaking) an operator: the only way the admin role is written. Runs as the database
// owner, never through a request; the grant goes into the audit log like every admin action.
import { sql } from "drizzle-orm";
import { getDatabase, type Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";

export type OwnerTransaction = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

export function parseGrantArgs(args: string[]): { email?: string; revoke: boolean } {
  const email = args
    .find((a) => !a.startsWith("--"))
    ?.trim()
    .toLowerCase();
  return { email, revoke: args.includes("--revoke") };
}

export async function adminGrant(args: string[], out: Console, inOwnerTx: OwnerTransaction): Promise<number> {
  const { email, revoke } = parseGrantArgs(args);
  if (!email) {
    out.error("usage: npm run admin:grant -- email [--revoke]");
    return 2;
  }
  return inOwnerTx(async (tx) => {
    const [user] = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from auth.users where lower(email) = ${email}`),
    );
    if (!user) {
      out.error(`admin:grant: no account with the e-mail ${email} (it must sign up first)`);
      return 1;
    }
    const changed = revoke
      ? rowsOf(
          await tx.execute(
            sql`delete from public.user_roles where user_id = ${user.id}::uuid and role = 'admin' returning user_id`,
          ),
        )
      : rowsOf(
          await tx.execute(
            sql`insert into public.user_roles (user_id, role) values (${user.id}::uuid, 'admin') on conflict do nothing returning user_id`,
          ),
        );
    if (changed.length > 0) {
      await tx.execute(sql`select app_private.audit(${revoke ? "revoke_admin" : "grant_admin"}, 'user', ${user.id}, null,
        ${JSON.stringify({ email, admin: !revoke })}::jsonb, 'npm run admin:grant')`);
    }
    out.log(
      `${email}: ${revoke ? "admin role revoked" : "admin role granted"}${changed.length === 0 ? " (already so)" : ""}`,
    );
    return 0;
  });
}

/**
 * Inside the running server on the embedded database: its one session is the app's login role
 * between transactions, so this transaction takes the owner back for itself only (LOCAL ends with
 * it), as system work does.
 */
export const adminGrantInServer = (args: string[], out: Console) =>
  adminGrant(args, out, async (fn) => {
    const handle = await getDatabase();
    const system = handle.system;
    if (system && "db" in system) return system.db.transaction(fn);
    return handle.db.transaction(async (tx) => {
      if (system)
        await tx.execute(sql.raw(`set local session authorization "${system.ownerUser.replaceAll('"', '""')}"`));
      return fn(tx);
    });
  });

// `npm run admin:grant -- email [--revoke]`: the only way to make (or unmake) an operator (issue
// 14). Runs as the database owner, never through the app: no request can write the admin role.
// The grant is written to the audit log like every admin action. On the embedded database stop
// the server first (PGlite has no cross-process lock).
import { sql } from "drizzle-orm";
import { openPglite, openPostgres, rowsOf } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { env } from "@/lib/env";

const args = process.argv.slice(2);
const revoke = args.includes("--revoke");
const email = args
  .find((a) => !a.startsWith("--"))
  ?.trim()
  .toLowerCase();
if (!email) {
  console.error("usage: npm run admin:grant -- email [--revoke]");
  process.exit(2);
}
const ownerUrl = env.DATABASE_OWNER_URL ?? env.DATABASE_URL;
const handle = ownerUrl ? openPostgres(ownerUrl, 1) : await openPglite(env.PGLITE_DATA_DIR);
let code = 0;
try {
  await migrateDatabase(handle);
  const [user] = rowsOf<{ id: string }>(
    await handle.db.execute(sql`select id from auth.users where lower(email) = ${email}`),
  );
  if (!user) {
    console.error(`admin:grant: no account with the e-mail ${email} (it must sign up first)`);
    code = 1;
  } else {
    await handle.db.transaction(async (tx) => {
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
      console.log(
        `${email}: ${revoke ? "admin role revoked" : "admin role granted"}${changed.length === 0 ? " (already so)" : ""}`,
      );
    });
  }
} finally {
  await handle.close();
}
process.exit(code);

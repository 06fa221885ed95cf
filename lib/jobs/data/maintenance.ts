import "server-only";
import { sql } from "drizzle-orm";
import { runAsSystem } from "@/lib/data/system";

/**
 * Daily: what only lingers. Expired or used one-time links, ended sessions and recovery grants,
 * rate-limit windows older than a day, and finished jobs older than 30 days (their keys have done
 * their work: a reminder's coupon has ended, a receipt's mail is recorded in sent_mails), recurring
 * ones after 2 days.
 */
export async function deleteLingeringRows(): Promise<void> {
  await runAsSystem(async (tx) => {
    await tx.execute(
      sql`delete from app_private.auth_one_time_tokens where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day'`,
    );
    await tx.execute(
      sql`delete from app_private.auth_sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`,
    );
    await tx.execute(sql`delete from app_private.auth_recovery_grants where expires_at < now() - interval '1 day'`);
    await tx.execute(sql`delete from app_private.rate_limits where window_start < now() - interval '1 day'`);
    // Recurring jobs' rows (1,440 a day for the every-minute one) only need to outlive their period.
    await tx.execute(sql`
      delete from app_private.jobs
      where state = 'done' and (finished_at < now() - interval '30 days' or (key like 'schedule:%' and finished_at < now() - interval '2 days'))`);
  });
}

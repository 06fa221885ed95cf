import "server-only";
import { sql } from "drizzle-orm";
import { releaseExpiredOrders } from "@/lib/data/checkout";
import { CACHE_TAGS } from "@/lib/data/cache";
import { runAsSystem } from "@/lib/data/system";
import { revalidateFromJob } from "../revalidate";
import type { JobHandler } from "../types";

/** Every minute: stock held by checkouts that never finished goes back on sale. */
export const releaseExpiredOrdersJob: JobHandler<"release_expired_orders"> = async () => {
  // Up to 1000 per run; a larger backlog is finished by the next minutes' runs.
  // The units are on sale again: the coupon pages say so now, not when their cache expires.
  if ((await releaseExpiredOrders(1000)) > 0) await revalidateFromJob(CACHE_TAGS.coupons);
};

/**
 * Daily: what only lingers. Expired or used one-time links, ended sessions and recovery grants,
 * rate-limit windows older than a day, and finished jobs older than 30 days (their keys have done
 * their work: a reminder's coupon has ended, a receipt's mail is recorded in sent_mails), recurring
 * ones after 2 days.
 */
export const cleanupExpired: JobHandler<"cleanup_expired"> = async () => {
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
};

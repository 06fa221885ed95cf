import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { runAsSystem } from "@/lib/data/system";

// The notice 'a business you follow published a coupon'. The coupon's insert only queues this job
// (trigger coupons_enqueue_followers_notice), so publishing stays one row whatever the audience;
// the fan-out is one set-based INSERT … SELECT in app_private.notify_followers, deduplicated per
// follower and coupon, so a retried job adds nothing.

/** Notifies every follower of the coupon's business; answers how many were newly notified. */
export async function notifyFollowers(couponId: string): Promise<number> {
  return runAsSystem(async (tx) => {
    const [row] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`select app_private.notify_followers(${couponId}::uuid) as n`),
    );
    return Number(row?.n ?? 0);
  });
}

import "server-only";
import { releaseExpiredOrders } from "@/lib/payments/data/checkout";
import { CACHE_TAGS } from "@/lib/data/cache";
import { deleteLingeringRows } from "../data/maintenance";
import { revalidateFromJob } from "../revalidate";
import type { JobHandler } from "../types";

/** Every minute: stock held by checkouts that never finished goes back on sale. */
export const releaseExpiredOrdersJob: JobHandler<"release_expired_orders"> = async () => {
  // Up to 1000 per run; a larger backlog is finished by the next minutes' runs.
  // The units are on sale again: the coupon pages say so now, not when their cache expires.
  if ((await releaseExpiredOrders(1000)) > 0) await revalidateFromJob(CACHE_TAGS.coupons);
};

/** Daily: what only lingers (lib/jobs/data/maintenance.ts says what). */
export const cleanupExpired: JobHandler<"cleanup_expired"> = async () => {
  await deleteLingeringRows();
};

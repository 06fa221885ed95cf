import "server-only";
import { awardOrderLoyalty } from "@/lib/data/accounts/loyalty";
import type { JobHandler } from "../types";

/** A paid order's points, once: a retry or a second run finds them written and does nothing. */
export const awardOrderLoyaltyJob: JobHandler<"award_order_loyalty"> = async ({ orderId }) => {
  await awardOrderLoyalty(orderId);
};

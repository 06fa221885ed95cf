import "server-only";
import { settleReferralRewards } from "@/lib/data/accounts/referrals";
import type { JobHandler } from "../types";

/**
 * Every 15 minutes: pending referral rewards whose first order's refund window closed become
 * credit (a redeemed voucher settles its own at once, by trigger). Checkout settles the buyer's
 * due rewards too, so a stopped worker delays only the notice, never the spendable credit.
 */
export const settleReferralRewardsJob: JobHandler<"settle_referral_rewards"> = async () => {
  // Up to 1000 per run; a larger backlog is finished by the next runs.
  await settleReferralRewards();
};

import "server-only";
import { notifyFollowers } from "../data/followers";
import type { JobHandler } from "../types";

export const notifyFollowersJob: JobHandler<"notify_followers"> = async ({ couponId }) => {
  await notifyFollowers(couponId);
};

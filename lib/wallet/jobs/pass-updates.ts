import "server-only";
import { forgetPushToken, passPushTokens } from "@/lib/wallet/data/passes";
import { env } from "@/lib/env";
import { appleWalletConfig } from "@/lib/wallet/apple-config";
import { apnsPusher, type PassPusher } from "@/lib/wallet/apns";
import type { JobHandler } from "@/lib/jobs/types";

// A registered voucher changed (14-wallet.sql's trigger queued this): an empty push to every device
// holding its pass, so Wallet asks the web service for the new one. Without the pass certificates
// there is nobody to push for. A 410 token is forgotten; other failures retry the job.

export async function pushPassUpdate(voucherId: string, pusher?: PassPusher): Promise<number> {
  const config = appleWalletConfig();
  if (!config) return 0;
  const tokens = await passPushTokens(voucherId, config.passTypeId);
  const result = await (pusher ?? apnsPusher(env.APPLE_APNS_ORIGIN))(tokens, config);
  for (const token of result.gone) await forgetPushToken(token);
  if (result.failed.length > 0) throw new Error(`pass update push: ${result.failed[0]!.detail}`);
  return result.sent.length;
}

export const pushPassUpdateJob: JobHandler<"push_pass_update"> = async ({ voucherId }) => {
  await pushPassUpdate(voucherId);
};

import "server-only";
import { pushDelivery, recordPushOutcomes } from "@/lib/wallet/data/push-delivery";
import { vapidConfig } from "@/lib/wallet/push/config";
import { webPushSender, type PushSender } from "@/lib/wallet/push/sender";
import { pushText } from "@/lib/wallet/push/notice-text";
import type { JobHandler } from "@/lib/jobs/types";

// One inbox row to every device its user subscribed (queued by the notifications insert,
// supabase/schemas/13-push.sql). A device whose push service answers 404/410 unsubscribed: its row is
// deleted. Any other failure fails the job so it is retried; the devices already reached get the
// message again then, and the service worker shows it under the same tag (the notification id),
// so it replaces the first rather than stacking. The words and the link are in the reader's
// language (lib/wallet/push/notice-text.ts).

/** What the service worker receives (public/sw.js reads these fields). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export async function sendPush(notificationId: string, sender: PushSender = webPushSender): Promise<number> {
  const vapid = vapidConfig();
  if (!vapid) return 0;
  const delivery = await pushDelivery(notificationId);
  if (!delivery) return 0;
  const payload: PushPayload = { ...(await pushText(delivery.message)), tag: delivery.message.id };
  const text = JSON.stringify(payload);
  const outcomes = await Promise.all(
    delivery.targets.map(async (target) => ({ target, outcome: await sender(target, text, vapid) })),
  );
  const sent = outcomes.filter((o) => o.outcome.kind === "sent").map((o) => o.target.id);
  const gone = outcomes.filter((o) => o.outcome.kind === "gone").map((o) => o.target.id);
  await recordPushOutcomes(sent, gone);
  const failed = outcomes.flatMap((o) => (o.outcome.kind === "failed" ? [o.outcome.detail] : []));
  if (failed.length > 0) throw new Error(`web push: ${failed.length} device(s) failed: ${failed[0]}`);
  return sent.length;
}

export const sendPushJob: JobHandler<"send_push"> = async ({ notificationId }) => {
  await sendPush(notificationId);
};

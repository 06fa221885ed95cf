"use server";
// 'Recibir avisos en este teléfono' in the notifications drawer: after the browser said yes, its
// subscription is stored for the signed-in shopper (one row per device; a renewed one refreshes it).
import { env } from "@/lib/env";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { savePushSubscription } from "@/lib/wallet/data/push-subscriptions";
import { pushSubscriptionSchema } from "@/lib/domain/forms/push";
import { message } from "@/lib/i18n/messages";
import { vapidConfig } from "@/lib/wallet/push/config";

export const savePushSubscriptionAction = defineAction({
  schema: pushSubscriptionSchema(env.PUSH_SERVICE_LOOPBACK_ORIGIN),
  auth: "required",
  async run({ endpoint, keys, userAgent }, { caller }) {
    if (!vapidConfig()) return fail(message("push.unavailable"));
    await savePushSubscription(caller, { endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent });
    return ok({ subscribed: true });
  },
});

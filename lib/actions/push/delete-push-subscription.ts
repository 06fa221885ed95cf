"use server";
// 'Desactivar en este teléfono': the device's subscription is forgotten (the browser unsubscribes
// itself too). Only the caller's own row can go (RLS).
import { env } from "@/lib/env";
import { defineAction, ok } from "@/lib/actions/define-action";
import { deletePushSubscription } from "@/lib/wallet/data/push-subscriptions";
import { pushEndpointSchema } from "@/lib/domain/forms/push";

export const deletePushSubscriptionAction = defineAction({
  schema: pushEndpointSchema(env.PUSH_SERVICE_LOOPBACK_ORIGIN),
  auth: "required",
  async run({ endpoint }, { caller }) {
    return ok({ removed: await deletePushSubscription(caller, endpoint) });
  },
});

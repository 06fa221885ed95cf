"use server";
// The notifications drawer asks whether it may offer push on this device: the VAPID public key
// when push is configured (null: no offer at all). Only signed-in shoppers are offered it.
import { z } from "zod";
import { defineAction, ok } from "@/lib/actions/define-action";
import { vapidConfig } from "@/lib/wallet/push/config";

export const getPushSetup = defineAction({
  schema: z.object({}).catch({}),
  auth: "optional",
  async run(_input, { caller }) {
    const vapid = vapidConfig();
    if (!vapid || caller.role !== "authenticated") return ok(null);
    return ok({ publicKey: vapid.publicKey });
  },
});

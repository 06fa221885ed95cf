"use server";
// The operator turns pre-moderation of new businesses' first coupon on or off (audited).
import { z } from "zod";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { adminFailureText } from "@/lib/actions/_lib/admin-messages";
import { setPremoderation } from "@/lib/data/admin/admin";

export const setPremoderationAction = defineAction({
  schema: z.object({ on: z.boolean() }),
  auth: "required",
  run: async ({ on }, { caller }) => {
    const result = await setPremoderation(caller, on);
    if (!result.ok) return fail(adminFailureText(result.code));
    return ok({ on });
  },
});

"use server";
// The operator restores a hidden (or approves a pending) coupon, or removes it with a reason the
// seller is told.
import { z } from "zod";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { adminFailureText } from "@/lib/actions/_lib/admin-messages";
import { reviewCoupon } from "@/lib/data/admin/admin";
import { uuidField } from "@/lib/domain/forms/fields";
import { decisionReason } from "@/lib/domain/moderation";
import { message } from "@/lib/i18n/messages";

export const reviewCouponAction = defineAction({
  schema: z.object({
    couponId: uuidField("admin.notFound"),
    decision: z.enum(["restore", "remove"]),
    reason: decisionReason,
  }),
  auth: "required",
  run: async (input, { caller }) => {
    if (input.decision === "remove" && !input.reason) return fail(message("admin.reasonRequired"));
    const result = await reviewCoupon(caller, input);
    if (!result.ok) return fail(adminFailureText(result.code));
    return ok({ status: result.status });
  },
});

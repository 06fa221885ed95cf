"use server";
// An owner's or manager's reply under a review of their coupon; the coupon page's
// cached HTML is dropped so the reply shows at once.
import { revalidatePath } from "next/cache";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { replyToReview } from "@/lib/data/admin/moderation";
import { replySchema } from "@/lib/domain/moderation";
import { message } from "@/lib/i18n/messages";

const FAILURES = {
  forbidden: "moderation.replyForbidden",
  not_found: "moderation.notFound",
  invalid: "moderation.replyRequired",
} as const;

export const replyToReviewAction = defineAction({
  schema: replySchema,
  auth: "required",
  run: async ({ reviewId, body }, { caller }) => {
    const result = await replyToReview(caller, reviewId, body);
    if (!result.ok) return fail(message(FAILURES[result.code]));
    revalidatePath(`/cupon/${result.couponId}`);
    return ok({ body, message: message("moderation.replySaved") });
  },
});

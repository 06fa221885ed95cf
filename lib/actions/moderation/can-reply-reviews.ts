"use server";
// Asked by the coupon page after load (its HTML is the same for everyone): may this visitor
// reply to the reviews, i.e. is it an owner or manager of the coupon's business?
import { z } from "zod";
import { defineAction, ok } from "@/lib/actions/define-action";
import { canReplyToReviews } from "@/lib/data/admin/moderation";
import { uuidField } from "@/lib/domain/forms/fields";

export const canReplyReviewsAction = defineAction({
  schema: z.object({ couponId: uuidField("common.invalidInput") }),
  auth: "optional",
  run: async ({ couponId }, { caller }) => ok({ canReply: await canReplyToReviews(caller, couponId) }),
});

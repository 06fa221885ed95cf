"use server";
// The operator keeps a reported review or deletes it (the audit log keeps what it said).
import { z } from "zod";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { adminFailureText } from "@/lib/actions/_lib/admin-messages";
import { reviewReview } from "@/lib/data/admin/admin";
import { uuidField } from "@/lib/domain/forms/fields";
import { decisionReason } from "@/lib/domain/moderation";

export const reviewReviewAction = defineAction({
  schema: z.object({
    reviewId: uuidField("admin.notFound"),
    decision: z.enum(["keep", "remove"]),
    reason: decisionReason,
  }),
  auth: "required",
  run: async (input, { caller }) => {
    const result = await reviewReview(caller, input);
    if (!result.ok) return fail(adminFailureText(result.code));
    return ok(undefined);
  },
});

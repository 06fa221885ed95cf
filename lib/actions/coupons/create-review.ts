"use server";
// Writes the signed-in shopper's review of a coupon (one per coupon); the page's list is refreshed.
import { revalidatePath } from "next/cache";
import { createReview } from "@/lib/data/catalogue/reviews";
import { reviewSchema } from "@/lib/domain/review-form";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";
import { reviewFailureText } from "../_lib/review-messages";

export const createReviewAction = defineAction({
  schema: reviewSchema,
  auth: "required",
  signInError: message("reviews.signInRequired"),
  run: async (input, { caller }) => {
    const result = await createReview(caller, input);
    if (!result.ok) return fail(reviewFailureText(result.code));
    // The detail page is ISR: drop its stored HTML too, not only the tagged data under it.
    revalidatePath(`/cupon/${input.couponId}`);
    return ok({ reviewId: result.reviewId });
  },
});

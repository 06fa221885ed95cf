// Reviews: rating 1-5 (default 5), optional trimmed comment (empty -> null), a uuid
// coupon id. One schema for the review form (zodResolver) and createReviewAction.
import { z } from "./zod";
import { messageCode } from "./message-code";
import { optionalText, uuidField } from "./forms/fields";

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_DEFAULT_RATING = 5;

const ratingMessage = messageCode("reviews.ratingInvalid");

/** A form sends the star as text ("4"); a missing or blank rating is the default 5. */
const rating = z.preprocess(
  (v) =>
    v === undefined || v === null || v === "" ? REVIEW_DEFAULT_RATING : typeof v === "string" ? Number(v.trim()) : v,
  z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage),
);

export const reviewSchema = z.object(
  {
    couponId: uuidField("reviews.invalidCoupon"),
    rating,
    comment: optionalText(REVIEW_COMMENT_MAX, "reviews.commentTooLong"),
  },
  { error: messageCode("common.invalidInput") },
);

export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

import "server-only";
import type { ReviewFailure } from "@/lib/data/catalogue/reviews";
import { message } from "@/lib/i18n/messages";

/** The data layer's refusal of a review in the spec's words ('Ya calificaste este cupón.'...). */
export const reviewFailureText = (code: ReviewFailure) => message(`reviews.${code}`);

"use client";

import { withMessageBundle } from "@/components/layout/lazy-messages";
import { ReviewFormFields } from "./review-form-fields";

/** The review form with its messages (lib/i18n/message-bundles.ts), for review-form's next/dynamic. */
export const loadReviewFormFields = () => withMessageBundle("reviewForm", ReviewFormFields);

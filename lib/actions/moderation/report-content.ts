"use server";
// 'Reportar' on a coupon or a review, for the operator: one report per person and item, a few per hour
// (limited here, and again by the database for callers that reach report_content another way).
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { reportContent } from "@/lib/data/admin/moderation";
import { hitRateLimit } from "@/lib/data/rate-limit";
import { reportSchema } from "@/lib/domain/moderation";
import { message } from "@/lib/i18n/messages";

export const reportContentAction = defineAction({
  schema: reportSchema,
  auth: "required",
  signInError: message("moderation.signInToReport"),
  run: async (input, { caller }) => {
    if (!(await hitRateLimit("reportPerUser", caller.userId))) return fail(message("moderation.rateLimited"));
    const result = await reportContent(caller, input);
    if (!result.ok) return fail(message("moderation.signInToReport"));
    if (result.outcome === "rate_limited") return fail(message("moderation.rateLimited"));
    if (result.outcome === "duplicate") return fail(message("moderation.duplicate"));
    if (result.outcome === "not_found") return fail(message("moderation.notFound"));
    // 'hidden' too: the reporter is thanked the same way, never told the threshold was crossed.
    return ok({ message: message("moderation.reported") });
  },
});

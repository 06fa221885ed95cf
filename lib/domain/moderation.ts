// Moderation: what a report, a reply, a verification request and an admin decision may contain.
// Pure: the forms and the actions share these schemas; the database checks the same limits.
import { z } from "./zod";
import { messageCode } from "./message-code";
import { optionalText, requiredText, uuidField } from "./forms/fields";
import { isValidNit, normalizeNit } from "./nit";

export const REPORT_KINDS = ["coupon", "review"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ["misleading", "fraud", "offensive", "spam", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Distinct reporters that hide a coupon until an admin decides (public.report_content). */
export const HIDE_THRESHOLD = 3;
export const REPLY_MAX = 1000;
export const REPORT_DETAILS_MAX = 1000;
export const DECISION_REASON_MAX = 500;

const invalid = messageCode("common.invalidInput");

export const reportSchema = z.object(
  {
    kind: z.enum(REPORT_KINDS, { error: invalid }),
    targetId: uuidField("common.invalidInput"),
    reason: z.enum(REPORT_REASONS, { error: messageCode("moderation.reasonRequired") }),
    details: optionalText(REPORT_DETAILS_MAX, "moderation.detailsTooLong"),
  },
  { error: invalid },
);
export type ReportInput = z.input<typeof reportSchema>;

export const replySchema = z.object(
  {
    reviewId: uuidField("common.invalidInput"),
    body: requiredText(REPLY_MAX, "moderation.replyRequired", "moderation.replyTooLong"),
  },
  { error: invalid },
);
export type ReplyInput = z.input<typeof replySchema>;

/** A business's NIT for verification: a real one (check character), never 'CF'. */
export const verificationNitSchema = z
  .string({ error: messageCode("moderation.nitInvalid") })
  .max(20, messageCode("moderation.nitInvalid"))
  .transform(normalizeNit)
  .refine((nit) => nit !== "CF" && isValidNit(nit), messageCode("moderation.nitInvalid"));

/** An admin's reason: required to reject or remove, optional otherwise (checked by the action). */
export const decisionReason = optionalText(DECISION_REASON_MAX, "admin.reasonTooLong");

/** 'Verificado' needs an approved request; what the owner sees on the edit page. */
export type VerificationState = "none" | "pending" | "approved" | "rejected";

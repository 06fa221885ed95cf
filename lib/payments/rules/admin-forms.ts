// The operator's forms on /admin/pagos: settling an owed refund and resolving a reconciliation
// difference. Pure zod: the forms and the server actions parse with the same schemas; messages
// are keys of messages/es.json.
import { z } from "@/lib/domain/zod";
import { formObject, optionalText, uuidField } from "@/lib/domain/forms/fields";
import { messageCode } from "@/lib/domain/message-code";
import { MISMATCH_RESOLUTIONS } from "./mismatch";

export const SETTLEMENT_NOTE_MAX = 300;

const note = optionalText(SETTLEMENT_NOTE_MAX, "admin.payments.noteTooLong");

/** 'transferencia' needs the bank transfer's reference in the note. */
export const settleRefundSchema = formObject({
  refundId: uuidField("admin.notFound"),
  as: z.enum(["credito", "transferencia"], { error: messageCode("common.invalidInput") }),
  note,
}).refine((v) => v.as !== "transferencia" || v.note !== null, {
  path: ["note"],
  message: messageCode("admin.payments.transferNoteRequired"),
});

/** 'dismissed' needs the operator's reason in the note. */
export const resolveMismatchSchema = formObject({
  mismatchId: uuidField("admin.notFound"),
  resolution: z.enum(MISMATCH_RESOLUTIONS, { error: messageCode("common.invalidInput") }),
  note,
}).refine((v) => v.resolution !== "dismissed" || v.note !== null, {
  path: ["note"],
  message: messageCode("admin.payments.dismissNoteRequired"),
});

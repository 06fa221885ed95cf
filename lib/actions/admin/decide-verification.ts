"use server";
// The operator approves a business's verification ('Verificado') or rejects it with a reason.
import { z } from "zod";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { adminFailureText } from "@/lib/actions/_lib/admin-messages";
import { decideVerification } from "@/lib/data/admin/admin";
import { uuidField } from "@/lib/domain/forms/fields";
import { decisionReason } from "@/lib/domain/moderation";
import { message } from "@/lib/i18n/messages";

export const decideVerificationAction = defineAction({
  schema: z.object({ requestId: uuidField("admin.notFound"), approve: z.boolean(), reason: decisionReason }),
  auth: "required",
  run: async (input, { caller }) => {
    if (!input.approve && !input.reason) return fail(message("admin.reasonRequired"));
    const result = await decideVerification(caller, input);
    if (!result.ok) return fail(adminFailureText(result.code));
    return ok({ status: result.status });
  },
});

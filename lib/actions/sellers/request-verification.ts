"use server";
// A business owner asks for 'Verificado' from the edit page (issue 14): the NIT (check character
// validated) and a document, stored privately; an admin decides in /admin.
import { z } from "zod";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { allowed, consumeQuota } from "@/lib/data/rate-limit";
import { isBusinessOwner, requestVerification } from "@/lib/data/verification";
import { uuidField } from "@/lib/domain/forms/fields";
import { verificationNitSchema } from "@/lib/domain/moderation";
import { message } from "@/lib/i18n/messages";
import { storeDocument } from "@/lib/storage/documents";

const schema = z.object({
  businessId: uuidField("businessEdit.invalidId"),
  nit: verificationNitSchema,
  file: z.instanceof(File, { message: message("verification.documentMissing") }),
});

const OUTCOMES = { requested: "verification.requested", pending: "verification.pending", verified: "verification.verified", invalid_nit: "moderation.nitInvalid" } as const;

export const requestVerificationAction = defineAction({
  schema: z.preprocess(
    (raw) => (raw instanceof FormData ? { businessId: raw.get("businessId"), nit: raw.get("nit"), file: raw.get("file") } : raw),
    schema,
  ),
  auth: "required",
  run: async ({ businessId, nit, file }, { caller, user }) => {
    if (!(await isBusinessOwner(caller, businessId))) return fail(message("verification.forbidden"));
    if (!(await allowed([["uploadPerUser", user.id]]))) return fail(message("verification.rateLimited"));
    const stored = await storeDocument(file);
    if (!stored.ok) return fail(message(stored.reason === "missing" ? "verification.documentMissing" : "verification.documentInvalid"));
    if (!(await consumeQuota("uploadBytesPerUser", user.id, stored.bytes))) return fail(message("upload.quotaExceeded"));
    const result = await requestVerification(caller, { businessId, nit, documentName: stored.name });
    if (!result.ok) return fail(message("verification.forbidden"));
    if (result.outcome !== "requested") return fail(message(OUTCOMES[result.outcome]));
    return ok({ message: message(OUTCOMES.requested) });
  },
});

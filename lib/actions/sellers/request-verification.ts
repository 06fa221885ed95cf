"use server";
// A business owner asks for 'Verificado' from the edit page: the NIT (check character validated)
// and a document, stored privately only once the request can go through; an admin decides in /admin.
import { z } from "zod";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { allowed, consumeQuota } from "@/lib/data/rate-limit";
import { requestVerification, verificationBlocker } from "@/lib/data/accounts/verification";
import { uuidField } from "@/lib/domain/forms/fields";
import { verificationNitSchema } from "@/lib/domain/moderation";
import { message } from "@/lib/i18n/messages";
import { deleteDocument, prepareDocument, saveDocument, type DocumentFailure } from "@/lib/storage/documents";

const schema = z.object({
  businessId: uuidField("businessEdit.invalidId"),
  nit: verificationNitSchema,
  file: z.instanceof(File, { message: message("verification.documentMissing") }),
});

const DOCUMENT_FAILURES: Record<DocumentFailure, string> = {
  missing: "verification.documentMissing",
  invalid: "verification.documentInvalid",
  active_content: "verification.documentActiveContent",
};

const OUTCOMES = {
  requested: "verification.requested",
  pending: "verification.pending",
  verified: "verification.verified",
  invalid_nit: "moderation.nitInvalid",
} as const;

export const requestVerificationAction = defineAction({
  schema: z.preprocess(
    (raw) =>
      raw instanceof FormData ? { businessId: raw.get("businessId"), nit: raw.get("nit"), file: raw.get("file") } : raw,
    schema,
  ),
  auth: "required",
  run: async ({ businessId, nit, file }, { caller, user }) => {
    // Every check comes before the file is written: a refused request leaves nothing stored.
    const blocker = await verificationBlocker(caller, businessId);
    if (blocker === "forbidden") return fail(message("verification.forbidden"));
    if (blocker) return fail(message(OUTCOMES[blocker]));
    if (!(await allowed([["uploadPerUser", user.id]]))) return fail(message("verification.rateLimited"));
    const prepared = await prepareDocument(file);
    if (!prepared.ok) return fail(message(DOCUMENT_FAILURES[prepared.reason]));
    if (!(await consumeQuota("uploadBytesPerUser", user.id, prepared.document.bytes.length)))
      return fail(message("upload.quotaExceeded"));
    const name = await saveDocument(prepared.document);
    const result = await requestVerification(caller, { businessId, nit, documentName: name }).catch(
      async (error: unknown) => {
        await deleteDocument(name).catch(() => {});
        throw error;
      },
    );
    // A request that lost a race after the checks above (another one went first) keeps no file.
    if (!result.ok || result.outcome !== "requested") await deleteDocument(name).catch(() => {});
    if (!result.ok) return fail(message("verification.forbidden"));
    if (result.outcome !== "requested") return fail(message(OUTCOMES[result.outcome]));
    return ok({ message: message(OUTCOMES.requested) });
  },
});

"use server";
// The operator retries failed FEL documents: one ('Reintentar') or every one ('Reintentar todas').
// Each goes back to 'pendiente' with its certification job queued, audited by the database; the
// worker of this process is woken so the retry runs now rather than at its next poll.
import { z } from "zod";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { retryAllFailedFelDocuments, retryFelDocument, type RetryFailure } from "@/lib/fel/data/admin";
import { wakeWorker } from "@/lib/data/job-queue";
import { message } from "@/lib/i18n/messages";

const KEYS: Record<RetryFailure, string> = {
  forbidden: "admin.forbidden",
  not_found: "admin.notFound",
  not_failed: "admin.fel.errors.notFailed",
  no_source: "admin.fel.errors.noSource",
};

const schema = z.union([z.object({ documentId: z.uuid() }), z.object({ all: z.literal(true) })]);

export const retryFelDocumentAction = defineAction({
  schema,
  auth: "required",
  run: async (input, { caller }) => {
    if ("all" in input) {
      const result = await retryAllFailedFelDocuments(caller);
      if (!result.ok) return fail(message(KEYS.forbidden));
      if (result.count > 0) wakeWorker();
      return ok({ count: result.count });
    }
    const result = await retryFelDocument(caller, input.documentId.toLowerCase());
    if (!result.ok) return fail(message(KEYS[result.code]));
    wakeWorker();
    return ok({ count: 1 });
  },
});

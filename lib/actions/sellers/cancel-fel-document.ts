"use server";
// 'Anular' a certified invoice or credit note of a sale: the business's owner (/vendedor/facturas)
// or the operator (/admin/facturas). The reason is SAT's MotivoAnulacion (1-255 characters); an
// invoice may name a corrected receptor, checked as the checkout checks it (CF limit, NIT or CUI
// with its check digit, the name looked up through the certifier), for the invoice re-issued once
// it is cancelled. The database re-checks who asks and the document's state, and audits.
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { invoiceReceptor } from "@/lib/actions/_lib/invoice-receptor";
import { documentForCancellation, requestFelCancellation, type CancelFailure } from "@/lib/fel/data/cancel-request";
import { wakeWorker } from "@/lib/data/job-queue";
import { parseReceptorId } from "@/lib/domain/fel/ids";
import { z } from "@/lib/domain/zod";
import { message } from "@/lib/i18n/messages";

const KEYS: Record<CancelFailure, string> = {
  forbidden: "felCancel.errors.forbidden",
  not_found: "felCancel.errors.notFound",
  not_cancellable: "felCancel.errors.notCancellable",
  not_certified: "felCancel.errors.notCertified",
  already_cancelled: "felCancel.errors.alreadyCancelled",
  already_pending: "felCancel.errors.alreadyPending",
  has_credit_note: "felCancel.errors.hasCreditNote",
  invalid_reason: "felCancel.errors.reason",
  invalid_receptor: "felCancel.errors.receptor",
};

const schema = z.object({
  documentId: z.uuid("felCancel.errors.notFound"),
  reason: z
    .string()
    .transform((s) => s.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, "felCancel.errors.reason").max(255, "felCancel.errors.reason")),
  /** Empty: no re-issue. */
  receptorId: z.string().trim().max(20, "felCancel.errors.receptor").default(""),
  receptorName: z.string().trim().max(200, "felCancel.errors.receptorName").default(""),
});

export const cancelFelDocumentAction = defineAction({
  schema,
  auth: "required",
  run: async (input, { caller }) => {
    const documentId = input.documentId.toLowerCase();
    let receptor: { id: string; name: string | null } | null = null;
    if (input.receptorId) {
      const doc = await documentForCancellation(caller, documentId);
      if (!doc) return fail(message(KEYS.not_found));
      if (!doc.mayCancel) return fail(message(KEYS.forbidden));
      if (doc.purpose !== "venta") return fail(message("felCancel.errors.reissueInvoiceOnly"));
      const parsed = parseReceptorId(input.receptorId);
      if (!parsed) return fail(message("checkout.nitInvalid"), { receptorId: message("checkout.nitInvalid") });
      const checked = await invoiceReceptor(parsed.id, doc.totalCents, input.receptorName);
      if (!checked.ok) return checked.failure;
      receptor = { id: parsed.id, name: checked.name };
    }
    const result = await requestFelCancellation(caller, {
      documentId,
      reason: input.reason,
      receptorId: receptor?.id ?? null,
      receptorName: receptor?.name ?? null,
    });
    if (!result.ok) return fail(message(KEYS[result.code]));
    wakeWorker();
    return ok({ reissued: receptor !== null });
  },
});

import "server-only";
import { documentMailKey, documentToMail } from "@/lib/fel/data/mail";
import { felDocumentEmail } from "@/lib/fel/email/document";
import { sendMailOnce } from "@/lib/jobs/data/mail";
import type { JobHandler } from "@/lib/jobs/types";

/**
 * Mails a certified invoice or credit note to its buyer, once per document: nothing when the
 * receipt already carried it, when it is not a buyer's document, or when the order has no address.
 */
export const sendFelDocumentJob: JobHandler<"send_fel_document"> = async ({ documentId }, { jobId }) => {
  const doc = await documentToMail(documentId);
  if (!doc?.to) return;
  await sendMailOnce(documentMailKey(documentId), await felDocumentEmail({ ...doc, to: doc.to }), jobId);
};

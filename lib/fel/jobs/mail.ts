import "server-only";
import { documentMailKey, documentToMail } from "@/lib/data/fel-mail";
import { felDocumentEmail } from "@/lib/email/fel-document";
import { sendMailOnce } from "../mail";
import type { JobHandler } from "../types";

/**
 * Mails a certified invoice or credit note to its buyer, once per document: nothing when the
 * receipt already carried it, when it is not a buyer's document, or when the order has no address.
 */
export const sendFelDocumentJob: JobHandler<"send_fel_document"> = async ({ documentId }, { jobId }) => {
  const doc = await documentToMail(documentId);
  if (!doc?.to) return;
  await sendMailOnce(documentMailKey(documentId), await felDocumentEmail({ ...doc, to: doc.to }), jobId);
};

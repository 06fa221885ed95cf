import "server-only";
import { documentMailKey, documentToMail } from "@/lib/fel/data/mail";
import { felDocumentEmail } from "@/lib/fel/email/document";
import { sendMailOnce } from "@/lib/jobs/data/mail";
import { orderLanguage } from "@/lib/data/orders/buyer-language";
import { withLocale } from "@/lib/i18n/page-locale";
import type { JobHandler } from "@/lib/jobs/types";

/**
 * Mails a certified invoice or credit note to its buyer, once per document: nothing when the
 * receipt already carried it, when it is not a buyer's document, or when the order has no address.
 */
export const sendFelDocumentJob: JobHandler<"send_fel_document"> = async ({ documentId }, { jobId }) => {
  const doc = await documentToMail(documentId);
  if (!doc?.to) return;
  const to = doc.to;
  // The mail in the order's language; the attached document stays SAT's, in Spanish.
  const email = await withLocale(await orderLanguage(doc.orderId), () => felDocumentEmail({ ...doc, to }));
  await sendMailOnce(documentMailKey(documentId), email, jobId);
};

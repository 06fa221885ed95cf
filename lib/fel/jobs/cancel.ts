import "server-only";
import { cancelFelDocument } from "@/lib/fel/data/cancel";
import { cancelledDocumentToMail } from "@/lib/fel/data/mail";
import { JOB_DEFINITIONS } from "@/lib/jobs/definitions";
import { felCancellationEmail } from "@/lib/fel/email/cancellation";
import { getCertifier } from "@/lib/fel";
import { sendMailOnce } from "@/lib/jobs/data/mail";
import { orderLanguage } from "@/lib/data/orders/buyer-language";
import { withLocale } from "@/lib/i18n/page-locale";
import type { JobHandler } from "@/lib/jobs/types";

/** A requested cancellation at the certifier. Throws to be retried while the certifier is down. */
export const cancelFelDocumentJob: JobHandler<"cancel_fel_document"> = async ({ documentId }, { attempt }) => {
  await cancelFelDocument(documentId, {
    certifier: getCertifier(),
    attempt,
    maxAttempts: JOB_DEFINITIONS.cancel_fel_document.maxAttempts,
  });
};

/** Tells the buyer, once, that a document of their order was cancelled (nothing without an address). */
export const sendFelCancellationJob: JobHandler<"send_fel_cancellation"> = async ({ documentId }, { jobId }) => {
  const doc = await cancelledDocumentToMail(documentId);
  if (!doc?.to) return;
  const to = doc.to;
  const email = withLocale(await orderLanguage(doc.orderId), () => felCancellationEmail({ ...doc, to }));
  await sendMailOnce(`fel-cancel:${documentId}`, email, jobId);
};

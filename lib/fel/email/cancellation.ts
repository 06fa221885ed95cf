import "server-only";
// The buyer is told that an invoice or credit note of their order was cancelled (anulado) before
// SAT: which one, when and why, and whether a corrected invoice follows (it comes in its own mail
// once certified, lib/fel/email/document.ts).
import { message } from "@/lib/i18n/messages";
import type { CancelledDocumentMail } from "@/lib/fel/data/mail";
import { mailDateTime } from "@/lib/email/format";
import { escapeHtml, mailLayout } from "@/lib/email/html";
import type { Email } from "@/lib/email/mailer";
import { pageUrl } from "@/lib/i18n/page-href";

export function felCancellationEmail(doc: CancelledDocumentMail & { to: string }): Email {
  const values = {
    number: doc.orderNumber,
    serie: doc.serie,
    numero: doc.numero,
    date: mailDateTime(doc.cancelledAt),
    reason: doc.reason,
    kind: message(doc.kind === "NCRE" ? "felCancellationEmail.note" : "felCancellationEmail.invoice"),
  };
  const subject = message("felCancellationEmail.subject", values);
  const link = pageUrl(`/mis-compras/${doc.orderId}`);
  const paragraphs = [
    message("felDocumentEmail.greeting", { name: doc.name ?? message("felDocumentEmail.fallbackName") }),
    message("felCancellationEmail.intro", values),
    message("felCancellationEmail.reason", values),
    message(doc.reissued ? "felCancellationEmail.reissued" : "felCancellationEmail.notReissued"),
    message("felCancellationEmail.more", { link }),
  ];
  return { to: doc.to, subject, text: paragraphs.join("\n\n"), html: mailLayout(subject, paragraphs.map(escapeHtml)) };
}

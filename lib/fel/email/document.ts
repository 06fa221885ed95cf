import "server-only";
// A certified invoice or credit note for its buyer: the XML (the document itself, what SAT
// certified) and its PDF (the printable version with the QR to SAT's verification), as attachments
// of the receipt or of this short mail of their own.
import { message } from "@/lib/i18n/messages";
import type { MailableDocument } from "@/lib/fel/data/mail";
import { invoicePdf } from "@/lib/fel/pdf";
import { readDte } from "@/lib/fel/xml/read";
import { escapeHtml, mailLayout } from "@/lib/email/html";
import type { Email, EmailAttachment } from "@/lib/email/mailer";
import { pageUrl } from "@/lib/i18n/page-href";

type Doc = Pick<MailableDocument, "kind" | "serie" | "numero" | "xml">;

/** The document's XML and PDF, named as the downloads on /mis-compras are. */
export async function felDocumentAttachments(doc: Doc): Promise<EmailAttachment[]> {
  const name = `${doc.kind}-${doc.serie}-${doc.numero}`;
  const pdf = await invoicePdf(readDte(doc.xml));
  return [
    { filename: `${name}.xml`, contentType: "application/xml", contentBase64: Buffer.from(doc.xml).toString("base64") },
    { filename: `${name}.pdf`, contentType: "application/pdf", contentBase64: Buffer.from(pdf).toString("base64") },
  ];
}

/** 'Tu factura' (or 'Tu nota de crédito') of an order, with the document attached. */
export async function felDocumentEmail(doc: MailableDocument & { to: string }): Promise<Email> {
  const note = doc.kind === "NCRE";
  const t = (key: string) =>
    message(`felDocumentEmail.${note ? "note" : "invoice"}${key}`, {
      number: doc.orderNumber,
      serie: doc.serie,
      numero: doc.numero,
    });
  const greeting = message("felDocumentEmail.greeting", { name: doc.name ?? message("felDocumentEmail.fallbackName") });
  const link = pageUrl(`/mis-compras/${doc.orderId}`);
  const more = message("felDocumentEmail.more", { link });
  const paragraphs = [greeting, t("Intro"), message("felDocumentEmail.attached"), more];
  return {
    to: doc.to,
    subject: t("Subject"),
    text: paragraphs.join("\n\n"),
    html: mailLayout(t("Subject"), paragraphs.map(escapeHtml)),
    attachments: await felDocumentAttachments(doc),
  };
}

import "server-only";
import { markDocumentsMailed, orderDocumentsToMail } from "@/lib/fel/data/mail";
import { orderForReceipt } from "@/lib/data/orders/history";
import { orderVouchersForPdf } from "@/lib/data/orders/voucher-pdf";
import { voucherPdfFilename } from "@/lib/domain/voucher-share";
import { felDocumentAttachments } from "@/lib/fel/email/document";
import type { EmailAttachment } from "@/lib/email/mailer";
import { receiptEmail } from "@/lib/email/receipt";
import { withLocale } from "@/lib/i18n/page-locale";
import { vouchersPdf } from "@/lib/pdf/voucher";
import { sendMailOnce } from "../data/mail";
import type { JobHandler } from "../types";

/**
 * Mails the receipt of a paid order, once (the key is the order), with the order's FEL invoice when
 * it is certified already; otherwise the invoice follows in its own mail (send_fel_document).
 */
export const sendReceipt: JobHandler<"send_receipt"> = async ({ orderId }, { jobId }) => {
  const order = await orderForReceipt(orderId);
  // Enqueued with the confirmation, so the order is paid; a missing one (deleted account) has no one to mail.
  if (!order) return;
  const to = order.contactEmail ?? order.accountEmail;
  if (!to) return;
  const invoices = await orderDocumentsToMail(orderId);
  // The FEL documents stay in Spanish (SAT's); the receipt and its vouchers are written in the
  // language the order was placed in.
  const felFiles = (await Promise.all(invoices.map(felDocumentAttachments))).flat();
  await withLocale(order.locale, async () => {
    const email = await receiptEmail(order, to, invoices);
    const attachments = [...(await voucherPdfs(orderId)), ...felFiles];
    if (await sendMailOnce(`receipt:${orderId}`, { ...email, attachments }, jobId))
      await markDocumentsMailed(
        invoices.map((d) => d.id),
        jobId,
      );
  });
};

/** One printable PDF per voucher of the order, named by its code. */
async function voucherPdfs(orderId: string): Promise<EmailAttachment[]> {
  const vouchers = await orderVouchersForPdf(orderId);
  return Promise.all(
    vouchers.map(async (v) => ({
      filename: voucherPdfFilename(v.code),
      contentType: "application/pdf",
      contentBase64: Buffer.from(await vouchersPdf([v])).toString("base64"),
    })),
  );
}

import "server-only";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { siteOrigin } from "@/lib/env";
import type { VoucherPdfData } from "@/lib/data/orders/voucher-pdf";
import { mailDate } from "@/lib/email/format";
import { INTL_LOCALES } from "@/lib/i18n/locale";
import { message } from "@/lib/i18n/messages";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizeHref } from "@/lib/i18n/routing";
import { formatCode } from "@/lib/domain/voucher-code";
import { voucherQrPayload } from "@/lib/domain/voucher-link";
import { addressLine, pdfSafeText, wrapText } from "@/lib/domain/voucher-share";
import { bookingWhenLabel } from "@/lib/bookings/rules/display";

// The printable voucher: one Letter page per voucher with the code, its QR (drawn as vector
// squares, so it stays sharp when printed and the file stays a few kilobytes), the business and
// its address, how to redeem, the fine print and the expiry. Standard fonts only: nothing to embed.
// Written in the current language (page-locale.ts): the download route and the receipt job both run
// it in the language the voucher's order was placed in.

const t = (key: string, values?: Record<string, string | number>) => message(`voucherPdf.${key}`, values);
const stateText = (state: VoucherPdfData["state"]) => message(`myCoupons.state_${state}`);

const PAGE: [number, number] = [612, 792];
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.07, 0.07, 0.07);
const MUTED = rgb(0.35, 0.35, 0.35);
const BRAND = rgb(0.86, 0.15, 0.15);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

/** Draws wrapped text from the top coordinate y; answers the y below it. */
function paragraph(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK, x = MARGIN) {
  const lines = wrapText(pdfSafeText(text), WIDTH - (x - MARGIN), (s) => font.widthOfTextAtSize(s, size));
  for (const line of lines) {
    y -= size * 1.35;
    page.drawText(line, { x, y, size, font, color });
  }
  return y;
}

/** The QR of the code as squares of its module matrix, side `size` points, top-left at (x, top). */
function drawQr(page: PDFPage, code: string, x: number, top: number, size: number) {
  const qr = QRCode.create(voucherQrPayload(siteOrigin(), code), { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const cell = size / (n + 2); // one module of quiet zone each side
  page.drawRectangle({ x, y: top - size, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({ x: x + (col + 1) * cell, y: top - (row + 2) * cell, width: cell, height: cell, color: INK });
    }
  }
}

function drawVoucher(page: PDFPage, v: VoucherPdfData, f: Fonts) {
  let y = PAGE[1] - MARGIN;
  page.drawText(t("brand"), { x: MARGIN, y: y - 22, size: 22, font: f.bold, color: BRAND });
  y = paragraph(page, t("heading"), y - 34, f.regular, 12, MUTED);
  y = paragraph(page, v.title, y - 4, f.bold, 18);

  const qrSize = 180;
  const qrTop = y - 16;
  drawQr(page, v.code, MARGIN, qrTop, qrSize);
  const right = MARGIN + qrSize + 24;
  let ry = qrTop;
  const field = (label: string, value: string, font = f.regular, size = 12) => {
    ry = paragraph(page, label, ry, f.regular, 9, MUTED, right);
    ry = paragraph(page, value, ry, font, size, INK, right) - 8;
  };
  field(t("code"), formatCode(v.code), f.mono, 20);
  field(t("validUntil"), mailDate(v.expiresAt), f.bold);
  if (v.booking) {
    const when = bookingWhenLabel(new Date(v.booking.startsAt), pageLocale());
    field(
      message("bookingPicker.pdf.label"),
      message("bookingPicker.pdf.value", { when, branch: v.booking.branchName }),
      f.bold,
    );
  }
  if (v.state !== "vigente") field(t("state"), stateText(v.state), f.bold);
  if (v.businessName) field(t("business"), v.businessName);
  field(t("address"), addressLine(v.businessAddress, v.businessCity) ?? t("noAddress"));

  y = Math.min(ry, qrTop - qrSize) - 20;
  y = paragraph(page, t("howToRedeemTitle"), y, f.bold, 13);
  y = paragraph(page, t("howToRedeem"), y - 2, f.regular, 11) - 14;
  y = paragraph(page, t("finePrintTitle"), y, f.bold, 13);
  const fine = v.finePrint.length > 0 ? v.finePrint.map((line) => `- ${line}`) : [t("noFinePrint")];
  for (const line of fine) {
    if (y < MARGIN + 60) break; // the page is full: the rest is on the coupon page
    y = paragraph(page, line, y - 2, f.regular, 10);
  }
  const link = new URL(localizeHref("/mis-cupones", pageLocale()), siteOrigin()).toString();
  page.drawText(pdfSafeText(t("footer", { link })), { x: MARGIN, y: MARGIN, size: 9, font: f.regular, color: MUTED });
}

/** A PDF with one page per voucher (the download has one; a receipt's attachment one each). */
export async function vouchersPdf(vouchers: readonly VoucherPdfData[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.CourierBold),
  };
  const codes = vouchers.map((v) => formatCode(v.code)).join(", ");
  doc.setTitle(t("docTitle", { code: codes }));
  doc.setAuthor(t("brand"));
  doc.setLanguage(INTL_LOCALES[pageLocale()]);
  for (const v of vouchers) drawVoucher(doc.addPage(PAGE), v, fonts);
  return doc.save();
}

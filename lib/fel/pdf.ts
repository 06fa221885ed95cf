// The printable invoice (representación gráfica) of a certified DTE: emitter, receptor, lines,
// IVA, totals, the certification data and a QR code to SAT's verification of the document (the
// receptor's id labelled CUI or NIT, as the DTE marks it). pdf-lib's standard Helvetica (WinAnsi)
// covers Spanish text.
import { degrees, PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { message } from "@/lib/i18n/messages";
import { satVerificationUrl, verificationQrPng } from "./verify-url";
import type { DteSummary } from "./xml/read";

const TITLES: Record<string, string> = {
  FACT: "FACTURA ELECTRÓNICA",
  FPEQ: "FACTURA PEQUEÑO CONTRIBUYENTE",
  NCRE: "NOTA DE CRÉDITO ELECTRÓNICA",
};
const QR_SIZE = 96;

/** "CUI" or "NIT" before the receptor's id ('CF' is written in the NIT field). */
export const receptorLabel = (dte: DteSummary) => (dte.receptor.kind === "cui" ? "CUI" : "NIT");

/** A cancelled (anulado) document: when (already in Guatemala's time) and why. */
export interface PdfCancellation {
  at: string;
  reason: string;
}

export async function invoicePdf(dte: DteSummary, cancelled?: PdfCancellation): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const [font, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  let y = 750;
  const write = (value: string, size = 10, f = font, maxWidth = 512) => {
    page.drawText(value, { x: 50, y, size, font: f, maxWidth });
    y -= size + 6;
  };
  if (dte.test) {
    page.drawText("DOCUMENTO DE PRUEBA — SIN VALIDEZ FISCAL", {
      x: 50,
      y: 770,
      size: 12,
      font: bold,
      color: rgb(0.75, 0, 0),
    });
  }
  write(TITLES[dte.kind] ?? dte.kind, 16, bold);
  write(dte.emitter.commercialName, 12, bold);
  write(`${dte.emitter.name} · NIT ${dte.emitter.nit}`);
  write(dte.emitter.address);
  y -= 6;
  write(`Receptor: ${dte.receptor.name} · ${receptorLabel(dte)} ${dte.receptor.id}`);
  write(`Fecha de emisión: ${dte.issuedAt}`);
  if (dte.reference) write(`Documento que modifica: ${dte.reference}`);
  y -= 6;
  write("Cant.   Descripción", 10, bold);
  for (const line of dte.lines) {
    page.drawText(line.total, { x: 480, y, size: 10, font });
    write(`${line.quantity}   ${line.description}${line.iva ? `  (IVA ${line.iva})` : ""}`.slice(0, 90));
  }
  y -= 6;
  if (dte.ivaTotal) write(`IVA incluido: Q${dte.ivaTotal}`);
  write(`TOTAL: Q${dte.grandTotal}`, 12, bold);
  y -= 10;
  if (dte.certification) {
    const c = dte.certification;
    const url = satVerificationUrl({
      uuid: c.uuid,
      emitterNit: dte.emitter.nit,
      receptorId: dte.receptor.id,
      grandTotal: dte.grandTotal,
    });
    const qr = await pdf.embedPng(await verificationQrPng(url));
    page.drawImage(qr, { x: 562 - QR_SIZE, y: y - QR_SIZE + 12, width: QR_SIZE, height: QR_SIZE });
    // The text keeps clear of the QR code on its right.
    const width = 400;
    write(`Serie: ${c.serie}   Número: ${c.numero}`, 10, bold, width);
    write(`Número de autorización (UUID): ${c.uuid}`, 10, font, width);
    write(`Certificador: ${c.certifierName} · NIT ${c.certifierNit}`, 10, font, width);
    write(`Fecha de certificación: ${c.at}`, 10, font, width);
    write("Verifica este documento en el portal de la SAT: escanea el código QR.", 8, font, width);
  }
  if (cancelled) {
    // Printed copies circulate: the stamp across the page says it no longer counts.
    y -= 10;
    // Helvetica's WinAnsi has no glyph beyond Latin-1 for a typed reason; long ones wrap by hand.
    const text = message("felCancel.pdf.line", { ...cancelled }, "es").replace(/[^\x20-\xFF]/g, "?");
    for (const chunk of text.match(/.{1,95}(\s|$)/g) ?? [text]) write(chunk.trim(), 10, bold);
    page.drawText(message("felCancel.pdf.stamp", {}, "es"), {
      x: 150,
      y: 300,
      size: 96,
      font: bold,
      color: rgb(0.8, 0, 0),
      opacity: 0.35,
      rotate: degrees(35),
    });
  }
  return pdf.save();
}

// The printable invoice (representación gráfica) of a certified DTE: emitter, receptor, lines,
// IVA, totals, the certification data and the address where SAT verifies the UUID. pdf-lib's
// standard Helvetica (WinAnsi) covers Spanish text.
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { DteSummary } from "./xml/read";

const TITLES: Record<string, string> = {
  FACT: "FACTURA ELECTRÓNICA",
  FPEQ: "FACTURA PEQUEÑO CONTRIBUYENTE",
  NCRE: "NOTA DE CRÉDITO ELECTRÓNICA",
};
export const SAT_VERIFY_URL = "https://felpub.c.sat.gob.gt/verificador-web/publico/vistas/verificacionDte.jsf";

export async function invoicePdf(dte: DteSummary): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const [font, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  let y = 750;
  const write = (value: string, size = 10, f = font, x = 50) => {
    page.drawText(value, { x, y, size, font: f, maxWidth: 512 });
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
  write(`Receptor: ${dte.receptor.name} · NIT/CUI ${dte.receptor.id}`);
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
    write(`Serie: ${c.serie}   Número: ${c.numero}`, 10, bold);
    write(`Número de autorización (UUID): ${c.uuid}`);
    write(`Certificador: ${c.certifierName} · NIT ${c.certifierNit} · ${c.at}`);
    write(`Verifica en SAT: ${SAT_VERIFY_URL}`, 8);
  }
  return pdf.save();
}

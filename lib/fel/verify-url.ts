// SAT's public verifier of a certified DTE (the address the invoice's QR code carries). The page
// takes the authorisation UUID, the emitter's NIT, the receptor's id, the total and `tipo`
// ('autorizacion' for a certified document). These parameters are not in a published SAT
// specification we could find; they are the ones open-source FEL integrations put in their QR codes
// (Odoo FEL modules for Infile and Tekra, point-of-sale receipt printers, invoice viewers), all
// with this same query string.
import QRCode from "qrcode";

export const SAT_VERIFY_URL = "https://felpub.c.sat.gob.gt/verificador-web/publico/vistas/verificacionDte.jsf";

export interface VerifiableDte {
  uuid: string;
  emitterNit: string;
  /** IDReceptor as certified: a NIT, a CUI or 'CF'. */
  receptorId: string;
  /** GranTotal with two decimals, as in the XML ("314.36"). */
  grandTotal: string;
}

export function satVerificationUrl(dte: VerifiableDte): string {
  const query = new URLSearchParams({
    tipo: "autorizacion",
    numero: dte.uuid.toUpperCase(),
    emisor: dte.emitterNit.replace(/-/g, "").toUpperCase(),
    receptor: dte.receptorId.replace(/-/g, "").toUpperCase(),
    monto: Number(dte.grandTotal).toFixed(2),
  });
  return `${SAT_VERIFY_URL}?${query}`;
}

/** The verification address as a PNG QR code (error correction M: it survives printing and photocopies). */
export function verificationQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 240 });
}

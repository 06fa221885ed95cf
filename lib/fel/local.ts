// The embedded certifier: certifies by itself so the whole flow runs offline. The UUID is derived
// from the emitter and our document id, so a retried certification returns the same document
// (as Infile's identificador does); serie and número come from the UUID as SAT derives them. It
// signs with a key of this process and marks every document 'DOCUMENTO DE PRUEBA'.
import { createHash } from "node:crypto";
import { create } from "xmlbuilder2";
import { serieAndNumero } from "@/lib/domain/fel/document-kind";
import { signElement } from "./signature";
import { CertifierError, TEST_DOCUMENT_MARK, type FelCertifier } from "./types";
import { satDateTime } from "./xml/format";
import { DTE_NS } from "./xml/namespaces";

export const LOCAL_CERTIFIER = { nit: "12345679", name: "CuponGT certificador local (pruebas)" };

/** A v4-shaped UUID from a hash: the same emitter and document always get the same one. */
export function localUuid(emitterNit: string, documentId: string): string {
  const h = createHash("sha256").update(`${emitterNit}:${documentId}`).digest("hex").toUpperCase();
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16).toUpperCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function certificacion(uuid: string, serie: string, numero: string, at: Date): string {
  const node = create().ele(DTE_NS, "dte:Certificacion");
  node.ele(DTE_NS, "dte:NITCertificador").txt(LOCAL_CERTIFIER.nit);
  node.ele(DTE_NS, "dte:NombreCertificador").txt(LOCAL_CERTIFIER.name);
  node.ele(DTE_NS, "dte:NumeroAutorizacion", { Serie: serie, Numero: numero }).txt(uuid);
  node.ele(DTE_NS, "dte:FechaHoraCertificacion").txt(satDateTime(at));
  return node.end({ headless: true });
}

// The 0.2.0 DTE has no signature element; the Adenda (any content) carries the mark and our
// signature over DatosEmision, so the certified XML still validates against SAT's schema.
function adendaContent(signature: string): string {
  const mark = create().ele("Aviso").txt(TEST_DOCUMENT_MARK).end({ headless: true });
  const sig = create().ele("FirmaCertificador").import(create(signature).root()).end({ headless: true });
  return mark + sig;
}
export function createLocalCertifier(now: () => Date = () => new Date()): FelCertifier {
  return {
    name: "local",
    async certify({ documentId, emitterNit, xml }) {
      const start = xml.indexOf("<dte:DatosEmision");
      const end = xml.indexOf("</dte:DatosEmision>");
      if (start < 0 || end < 0 || xml.includes("<dte:Certificacion"))
        throw new CertifierError("El XML no es un DTE sin certificar", false);
      const uuid = localUuid(emitterNit, documentId);
      const { serie, numero } = serieAndNumero(uuid);
      const certifiedAt = now();
      const signature = signElement(xml.slice(start, end + "</dte:DatosEmision>".length), "DatosEmision");
      let out = xml.replace(
        "</dte:DatosEmision>",
        `</dte:DatosEmision>${certificacion(uuid, serie, numero, certifiedAt)}`,
      );
      out = out.includes("</dte:Adenda>")
        ? out.replace("</dte:Adenda>", `${adendaContent(signature)}</dte:Adenda>`)
        : out.replace("</dte:SAT>", `<dte:Adenda>${adendaContent(signature)}</dte:Adenda></dte:SAT>`);
      return { uuid, serie, numero, certifiedAt, xml: out, test: true };
    },
    async cancel({ xml }) {
      const start = xml.indexOf("<dte:GTAnulacionDocumento");
      if (start < 0 || !xml.includes("</dte:SAT>")) throw new CertifierError("El XML no es una anulación", false);
      // Locally the emitter's signature is ours too (Infile signs for the emitter in production).
      const data = xml.slice(xml.indexOf("<dte:SAT"), xml.indexOf("</dte:SAT>") + "</dte:SAT>".length);
      const signature = signElement(data, "DatosAnulacion");
      return { cancelledAt: now(), xml: xml.replace("</dte:SAT>", `</dte:SAT>${signature}`) };
    },
    async lookupNit(_nit, typedName) {
      // No registry here: the name the buyer typed is the name (the checkout shows it back).
      return typedName?.trim() || null;
    },
    async lookupCui(_cui, typedName) {
      // Nor a RENAP copy: the same answer as for a NIT.
      return typedName?.trim() || null;
    },
  };
}

// The cancellation of a certified DTE (dte:GTAnulacionDocumento 0.1.0). Its schema requires the
// emitter's XML signature (ds:Signature) after the data, so the signer's output is passed in and
// placed there; the certifier adds its own.
import { create } from "xmlbuilder2";
import { satDateTime } from "./format";
import { ANULACION_NS } from "./namespaces";
import type { AnulacionInput } from "./types";

/** The cancellation's data, unsigned (what the emitter signs). */
export function buildAnulacionXml(input: AnulacionInput, signatureXml?: string): string {
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const root = doc.ele(ANULACION_NS, "dte:GTAnulacionDocumento", { Version: "0.1" });
  const sat = root.ele(ANULACION_NS, "dte:SAT");
  const anulacion = sat.ele(ANULACION_NS, "dte:AnulacionDTE", { ID: "DatosCertificados" });
  anulacion.ele(ANULACION_NS, "dte:DatosGenerales", {
    ID: "DatosAnulacion",
    NumeroDocumentoAAnular: input.uuid.toUpperCase(),
    NITEmisor: input.emitterNit,
    IDReceptor: input.receptorId,
    FechaEmisionDocumentoAnular: satDateTime(input.issuedAt),
    FechaHoraAnulacion: satDateTime(input.cancelledAt),
    MotivoAnulacion: input.reason,
  });
  if (signatureXml) root.import(create(signatureXml).root());
  return doc.end({ prettyPrint: false });
}

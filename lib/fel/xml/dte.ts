// The DTE (dte:GTDocumento 0.2.0) of a sale, a small-taxpayer sale or a credit note, built from
// cents so every amount in the XML is exact. Element order follows SAT's schema (a sequence).
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { itemisesIva } from "@/lib/domain/fel/document-kind";
import { splitIva } from "@/lib/domain/fel/iva";
import { satAmount, satDate, satDateTime } from "./format";
import { CNO_NS, CNO_SCHEMA_URI, DTE_NS } from "./namespaces";
import type { DteInput, FelAddress, FelLine } from "./types";

const el = (parent: XMLBuilder, name: string, attributes?: Record<string, string>) =>
  parent.ele(DTE_NS, `dte:${name}`, attributes);

function address(parent: XMLBuilder, name: string, a: FelAddress): void {
  const node = el(parent, name);
  el(node, "Direccion").txt(a.line);
  el(node, "CodigoPostal").txt(a.postalCode);
  el(node, "Municipio").txt(a.municipality);
  el(node, "Departamento").txt(a.department);
  el(node, "Pais").txt(a.country);
}

/** A line's total after its discount, in cents. */
export function lineTotalCents(line: FelLine): number {
  return line.quantity * line.unitPriceCents - line.discountCents;
}

// Phrases SAT requires by regime: a GEN emitter states it pays ISR quarterly (1/1), a PEQ that
// its invoice gives no right to an IVA credit (3/1). Credit notes carry none.
function phrases(input: DteInput): Array<{ type: string; scenario: string }> {
  if (input.kind === "NCRE") return [];
  return input.emitter.affiliation === "GEN" ? [{ type: "1", scenario: "1" }] : [{ type: "3", scenario: "1" }];
}

/** The XML of a DTE, uncertified unless input.certification is given. */
export function buildDteXml(input: DteInput): string {
  if (input.kind === "NCRE" && !input.reference) throw new Error("A credit note needs the invoice it corrects");
  if (input.lines.length === 0) throw new Error("A document needs at least one line");
  const withIva = itemisesIva(input.kind, input.emitter.affiliation);
  const totals = input.lines.map(lineTotalCents);
  const iva = splitIva(totals);

  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const root = doc.ele(DTE_NS, "dte:GTDocumento", { Version: "0.1" });
  const sat = el(root, "SAT", { ClaseDocumento: "dte" });
  const dte = el(sat, "DTE", { ID: "DatosCertificados" });
  const data = el(dte, "DatosEmision", { ID: "DatosEmision" });
  el(data, "DatosGenerales", { Tipo: input.kind, FechaHoraEmision: satDateTime(input.issuedAt), CodigoMoneda: "GTQ" });

  const e = input.emitter;
  const emitter = el(data, "Emisor", {
    NITEmisor: e.nit,
    NombreEmisor: e.legalName,
    CodigoEstablecimiento: String(e.establishment),
    NombreComercial: e.commercialName,
    AfiliacionIVA: e.affiliation,
    ...(e.email ? { CorreoEmisor: e.email } : {}),
  });
  address(emitter, "DireccionEmisor", e.address);

  const r = input.receptor;
  el(data, "Receptor", {
    IDReceptor: r.id.id,
    NombreReceptor: r.name,
    ...(r.id.kind === "cui" ? { TipoEspecial: "CUI" } : {}),
    ...(r.email ? { CorreoReceptor: r.email } : {}),
  });

  const phraseList = phrases(input);
  if (phraseList.length > 0) {
    const frases = el(data, "Frases");
    for (const p of phraseList) el(frases, "Frase", { TipoFrase: p.type, CodigoEscenario: p.scenario });
  }

  const items = el(data, "Items");
  input.lines.forEach((line, i) => {
    const lineIva = iva[i]!; // splitIva returns one entry per line
    const item = el(items, "Item", { NumeroLinea: String(i + 1), BienOServicio: "S" });
    el(item, "Cantidad").txt(String(line.quantity));
    el(item, "Descripcion").txt(line.description);
    el(item, "PrecioUnitario").txt(satAmount(line.unitPriceCents));
    el(item, "Precio").txt(satAmount(line.quantity * line.unitPriceCents));
    el(item, "Descuento").txt(satAmount(line.discountCents));
    if (withIva) {
      const tax = el(el(item, "Impuestos"), "Impuesto");
      el(tax, "NombreCorto").txt("IVA");
      el(tax, "CodigoUnidadGravable").txt("1");
      el(tax, "MontoGravable").txt(satAmount(lineIva.taxableCents));
      el(tax, "MontoImpuesto").txt(satAmount(lineIva.ivaCents));
    }
    el(item, "Total").txt(satAmount(lineIva.totalCents));
  });

  const totalesNode = el(data, "Totales");
  if (withIva) {
    const ivaTotal = iva.reduce((sum, l) => sum + l.ivaCents, 0);
    el(el(totalesNode, "TotalImpuestos"), "TotalImpuesto", {
      NombreCorto: "IVA",
      TotalMontoImpuesto: satAmount(ivaTotal),
    });
  }
  el(totalesNode, "GranTotal").txt(satAmount(totals.reduce((a, b) => a + b, 0)));

  if (input.reference) {
    const ref = input.reference;
    const complement = el(el(data, "Complementos"), "Complemento", {
      IDComplemento: "ReferenciasNota",
      NombreComplemento: "Nota de Credito",
      URIComplemento: CNO_SCHEMA_URI,
    });
    complement.ele(CNO_NS, "cno:ReferenciasNota", {
      Version: "0.0",
      NumeroAutorizacionDocumentoOrigen: ref.uuid.toUpperCase(),
      FechaEmisionDocumentoOrigen: satDate(ref.issuedAt),
      MotivoAjuste: ref.reason,
      ...(ref.serie ? { SerieDocumentoOrigen: ref.serie } : {}),
      ...(ref.numero ? { NumeroDocumentoOrigen: ref.numero } : {}),
    });
  }

  if (input.certification) {
    const c = input.certification;
    const cert = el(dte, "Certificacion");
    el(cert, "NITCertificador").txt(c.certifierNit);
    el(cert, "NombreCertificador").txt(c.certifierName);
    el(cert, "NumeroAutorizacion", { Serie: c.serie, Numero: c.numero }).txt(c.uuid.toUpperCase());
    el(cert, "FechaHoraCertificacion").txt(satDateTime(c.certifiedAt));
  }

  if (input.adenda && Object.keys(input.adenda).length > 0) {
    const adenda = el(sat, "Adenda");
    for (const [key, value] of Object.entries(input.adenda)) adenda.ele(key).txt(value);
  }
  return doc.end({ prettyPrint: false });
}

// The anulación of a FACT the local certifier certified, built the way the cancel job builds it
// (the UUID, emission date and receptor read back from the certified XML), validates against
// SAT's GT_AnulacionDocumento-0.1.0.xsd once certified; and the cancelled document's PDF says so.
import { describe, expect, it } from "vitest";
import { createLocalCertifier } from "@/lib/fel/local";
import { invoicePdf } from "@/lib/fel/pdf";
import { buildAnulacionXml } from "@/lib/fel/xml/anulacion";
import { buildDteXml } from "@/lib/fel/xml/dte";
import { readDte } from "@/lib/fel/xml/read";
import { pdfTextRuns } from "@/tests/fixtures/pdf-text";
import { SALE } from "./fixtures";
import { validateAnulacion } from "./xsd";

describe("cancelling a certified FACT", { timeout: 20_000 }, () => {
  it("the anulación built from the certified document validates, with SAT's longest reason", async () => {
    const local = createLocalCertifier();
    const doc = await local.certify({ documentId: "cancel-1", emitterNit: SALE.emitter.nit, xml: buildDteXml(SALE) });
    const dte = readDte(doc.xml);
    const reason = "Receptor equivocado: el NIT del cliente no corresponde a la razón social ".padEnd(255, "x");
    const xml = buildAnulacionXml({
      uuid: doc.uuid,
      emitterNit: dte.emitter.nit,
      receptorId: dte.receptor.id,
      issuedAt: new Date(dte.issuedAt),
      cancelledAt: new Date("2026-11-28T16:00:00Z"),
      reason,
    });
    expect(xml).toContain(`NumeroDocumentoAAnular="${doc.uuid}"`);
    expect(xml).toContain(`FechaEmisionDocumentoAnular="${dte.issuedAt}"`);
    expect(xml).toContain('IDReceptor="5762"');
    const cancelled = await local.cancel({ documentId: "cancel-1", emitterNit: SALE.emitter.nit, xml });
    const r = await validateAnulacion(cancelled.xml);
    expect(r.errors.map((e) => e.message)).toEqual([]);
    expect(r.valid).toBe(true);
    // One character more than SAT allows is refused by the schema.
    const tooLong = await local.cancel({
      documentId: "cancel-1",
      emitterNit: SALE.emitter.nit,
      xml: xml.replace(reason, `${reason}x`),
    });
    expect((await validateAnulacion(tooLong.xml)).valid).toBe(false);
  });

  it("the PDF of a cancelled document is stamped 'ANULADA' with when and why", async () => {
    const doc = await createLocalCertifier().certify({
      documentId: "cancel-2",
      emitterNit: SALE.emitter.nit,
      xml: buildDteXml(SALE),
    });
    const summary = readDte(doc.xml);
    const runs = pdfTextRuns(await invoicePdf(summary, { at: "28/11/26, 10:00", reason: "Venta duplicada" }));
    expect(runs).toContain("ANULADA");
    expect(runs).toContain("DOCUMENTO ANULADO el 28/11/26, 10:00. Motivo: Venta duplicada");
    expect(pdfTextRuns(await invoicePdf(summary))).not.toContain("ANULADA");
  });
});

import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { createLocalCertifier } from "@/lib/fel/local";
import { invoicePdf } from "@/lib/fel/pdf";
import { buildDteXml } from "@/lib/fel/xml/dte";
import { readDte } from "@/lib/fel/xml/read";
import { SALE } from "./fixtures";

describe("printable invoice", () => {
  it("reads back the certified DTE and draws a one-page PDF", async () => {
    const doc = await createLocalCertifier().certify({
      documentId: "pdf-1",
      emitterNit: SALE.emitter.nit,
      xml: buildDteXml(SALE),
    });
    const summary = readDte(doc.xml);
    expect(summary).toMatchObject({
      kind: "FACT",
      test: true,
      grandTotal: "314.36",
      receptor: { id: "5762", name: "Ana López" },
      certification: { uuid: doc.uuid, serie: doc.serie, numero: doc.numero },
    });
    expect(summary.lines).toHaveLength(3);
    // 251.00 + 33.33 + 30.03 = 314.36; IVA 33.68 = 314.36 × 12/112 rounded.
    expect(summary.ivaTotal).toBe("33.68");
    const bytes = await invoicePdf(summary);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });
});

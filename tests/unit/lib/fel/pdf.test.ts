import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { guatemalaMonth } from "@/lib/domain/fel/month";
import { documentsZip } from "@/lib/fel/zip";
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

describe("month ZIP", () => {
  it("holds one XML per certified document, named by kind, serie and número", () => {
    const zip = documentsZip([
      { kind: "FACT", serie: "A1B2C3D4", numero: "1", xml: "<a/>" },
      { kind: "NCRE", serie: "B1B2C3D4", numero: "2", xml: "<b/>" },
      { kind: "FACT", serie: null, numero: null, xml: null },
    ]);
    expect(Object.keys(unzipSync(zip)).sort()).toEqual(["FACT-A1B2C3D4-1.xml", "NCRE-B1B2C3D4-2.xml"]);
  });
  it("a Guatemala month runs from 06:00 UTC on the 1st", () => {
    expect(guatemalaMonth("2026-12")).toEqual({
      from: new Date("2026-12-01T06:00:00Z"),
      to: new Date("2027-01-01T06:00:00Z"),
    });
    expect(guatemalaMonth("2026-13")).toBeNull();
  });
});

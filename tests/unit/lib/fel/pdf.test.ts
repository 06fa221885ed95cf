import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import jsQR from "jsqr";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { PNG } from "pngjs";
import { guatemalaMonth } from "@/lib/domain/fel/month";
import { documentsZip } from "@/lib/fel/zip";
import { createLocalCertifier } from "@/lib/fel/local";
import { invoicePdf } from "@/lib/fel/pdf";
import { buildDteXml } from "@/lib/fel/xml/dte";
import { satVerificationUrl, verificationQrPng } from "@/lib/fel/verify-url";
import { readDte } from "@/lib/fel/xml/read";
import { pdfTextRuns } from "@/tests/fixtures/pdf-text";
import { SALE } from "./fixtures";

/** How many images a PDF embeds (the verification QR is the only one). */
async function imageCount(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")).length;
}

async function certified(receptor = SALE.receptor, documentId = "pdf-1") {
  const sale = { ...SALE, receptor };
  const doc = await createLocalCertifier().certify({
    documentId,
    emitterNit: SALE.emitter.nit,
    xml: buildDteXml(sale),
  });
  return { doc, summary: readDte(doc.xml) };
}

describe("printable invoice", () => {
  it("reads back the certified DTE and draws a one-page PDF", async () => {
    const { doc, summary } = await certified();
    expect(summary).toMatchObject({
      kind: "FACT",
      test: true,
      grandTotal: "314.36",
      receptor: { id: "5762", name: "Ana López", kind: "nit" },
      certification: { uuid: doc.uuid, serie: doc.serie, numero: doc.numero },
    });
    expect(summary.lines).toHaveLength(3);
    // 251.00 + 33.33 + 30.03 = 314.36; IVA 33.68 = 314.36 × 12/112 rounded.
    expect(summary.ivaTotal).toBe("33.68");
    const bytes = await invoicePdf(summary);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(await imageCount(bytes)).toBe(1); // the verification QR
    const runs = pdfTextRuns(bytes);
    expect(runs).toContain("Receptor: Ana López · NIT 5762");
    expect(runs).toContain(`Número de autorización (UUID): ${doc.uuid}`);
  });

  it("labels a CUI receptor 'CUI'", async () => {
    const { summary } = await certified({ id: { kind: "cui", id: "1234567890101" }, name: "Ana López" }, "pdf-2");
    expect(summary.receptor).toEqual({ id: "1234567890101", name: "Ana López", kind: "cui" });
    const runs = pdfTextRuns(await invoicePdf(summary));
    expect(runs).toContain("Receptor: Ana López · CUI 1234567890101");
    expect(runs.join("\n")).not.toContain("NIT 1234567890101");
  });

  it("the QR carries SAT's verification address of the document, which decodes back from the PNG", async () => {
    const { doc, summary } = await certified();
    const url = satVerificationUrl({
      uuid: doc.uuid.toLowerCase(),
      emitterNit: summary.emitter.nit,
      receptorId: summary.receptor.id,
      grandTotal: summary.grandTotal,
    });
    expect(url).toBe(
      "https://felpub.c.sat.gob.gt/verificador-web/publico/vistas/verificacionDte.jsf" +
        `?tipo=autorizacion&numero=${doc.uuid}&emisor=${SALE.emitter.nit}&receptor=5762&monto=314.36`,
    );
    expect(satVerificationUrl({ uuid: "a-b", emitterNit: "1234567-9", receptorId: "CF", grandTotal: "10" })).toMatch(
      /numero=A-B&emisor=12345679&receptor=CF&monto=10\.00$/,
    );
    const png = PNG.sync.read(await verificationQrPng(url));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(url);
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
  it("a cancelled document comes with its anulación", () => {
    const files = unzipSync(
      documentsZip([{ kind: "FACT", serie: "A1B2C3D4", numero: "1", xml: "<a/>", cancelXml: "<anulada/>" }]),
    );
    expect(Object.keys(files).sort()).toEqual(["FACT-A1B2C3D4-1-ANULACION.xml", "FACT-A1B2C3D4-1.xml"]);
    expect(Buffer.from(files["FACT-A1B2C3D4-1-ANULACION.xml"]!).toString()).toBe("<anulada/>");
  });
  it("a Guatemala month runs from 06:00 UTC on the 1st", () => {
    expect(guatemalaMonth("2026-12")).toEqual({
      from: new Date("2026-12-01T06:00:00Z"),
      to: new Date("2027-01-01T06:00:00Z"),
    });
    expect(guatemalaMonth("2026-13")).toBeNull();
  });
});

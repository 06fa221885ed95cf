// The printable voucher read back: one page per voucher, the grouped code, the title, business,
// address, fine print and state on it, standard fonts only, a few kilobytes; in English (words,
// dates, the link to the coupons page, the document's language) when run in English.
import { PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { VoucherPdfData } from "@/lib/data/orders/voucher-pdf";
import { withLocale } from "@/lib/i18n/page-locale";
import { vouchersPdf } from "@/lib/pdf/voucher";
import { pdfTextRuns } from "@/tests/fixtures/pdf-text";

const voucher: VoucherPdfData = {
  id: "00000000-0000-4000-8000-000000000001",
  code: "AB2CD3EF4GHJ",
  state: "vigente",
  title: "Pizza familiar 2×1 🍕",
  businessName: "Pizzería Don Pepe",
  businessAddress: "6a Avenida 12-34, Zona 1",
  businessCity: "Guatemala",
  finePrint: ["Válido de lunes a jueves.", "No acumulable con otras promociones. ".repeat(6)],
  expiresAt: "2026-12-31T23:59:00.000Z",
};

describe("vouchersPdf", () => {
  it("draws the code, title, business, address, expiry and fine print on one page", async () => {
    const pdf = await vouchersPdf([voucher]);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toContain("AB2C-D3EF-4GHJ");
    const text = pdfTextRuns(pdf).join("\n");
    expect(text).toContain("AB2C-D3EF-4GHJ");
    expect(text).toContain("Pizza familiar 2×1 ?"); // the emoji has no glyph in a standard font
    expect(text).toContain("Pizzería Don Pepe");
    expect(text).toContain("6a Avenida 12-34, Zona 1, Guatemala");
    expect(text).toContain("Válido de lunes a jueves.");
    expect(text).toMatch(/31 de diciembre de 2026/);
    expect(text).toContain("Cómo canjear");
    expect(text).not.toContain("Estado");
    expect(pdf.byteLength).toBeLessThan(20_000);
  });

  it("says the state of a used voucher and that the seller gave no fine print, one page each", async () => {
    const pdf = await vouchersPdf([
      { ...voucher, state: "canjeado", finePrint: [], businessAddress: null, businessCity: null },
      { ...voucher, code: "ZZ2CD3EF4GHJ" },
    ]);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    const text = pdfTextRuns(pdf).join("\n");
    expect(text).toContain("Canjeado");
    expect(text).toContain("Sin restricciones adicionales del negocio.");
    expect(text).toContain("Consulta la dirección en la página del negocio");
    expect(text).toContain("ZZ2C-D3EF-4GHJ");
  });

  it("prints the booking of a voucher that has one", async () => {
    const booking = {
      startsAt: "2026-12-12T21:30:00.000Z",
      branchName: "Sucursal Zona 10",
      branchAddress: "Blvd. Los Próceres",
      lat: 14.6,
      lng: -90.5,
    };
    // Wrapped beside the QR: read back as one line of words.
    const text = pdfTextRuns(await vouchersPdf([{ ...voucher, booking }])).join(" ");
    expect(text).toContain("Reserva sábado 12 de diciembre, 3:30 p. m. · Sucursal Zona 10");
  });

  it("is written in English for an English order, in Spanish otherwise", async () => {
    const booking = {
      startsAt: "2026-12-12T21:30:00.000Z",
      branchName: "Zona 10",
      branchAddress: "",
      lat: 14.6,
      lng: -90.5,
    };
    const read = async (pdf: Uint8Array) => ({
      text: pdfTextRuns(pdf).join(" "),
      lang: (await PDFDocument.load(pdf)).catalog.get(PDFName.of("Lang"))?.toString(),
    });
    const english = await read(await withLocale("en", () => vouchersPdf([{ ...voucher, booking }])));
    expect(english.lang).toBe("(en-US)");
    for (const words of ["Your voucher", "Valid until", "December 31, 2026", "How to redeem", "Fine print"])
      expect(english.text).toContain(words);
    expect(english.text).toContain("Booking Saturday, December 12 at 3:30 PM · Zona 10");
    expect(english.text).toMatch(/Your coupons are always at https?:\/\/[^ ]+\/en\/my-coupons/);
    expect(english.text).not.toMatch(/Válido hasta|Cómo canjear|diciembre/);

    const spanish = await read(await vouchersPdf([voucher]));
    expect(spanish.lang).toBe("(es-GT)");
    expect(spanish.text).toContain("Válido hasta");
    expect(spanish.text).toMatch(/https?:\/\/[^ ]+\/mis-cupones/);
    expect(spanish.text).not.toContain("/en/");
  });
});

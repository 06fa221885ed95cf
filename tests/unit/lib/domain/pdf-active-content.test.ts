// A verification PDF that would run or open something by itself is refused, however it is hidden:
// in plain objects, behind #xx escapes in names, or inside a compressed object stream.
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { findPdfActiveContent } from "@/lib/storage/pdf-active-content";

const enc = (s: string) => new Uint8Array(Buffer.from(s, "latin1"));
const stream = (dict: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`${dict}\nstream\n`, "latin1"), data, Buffer.from("\nendstream\n", "latin1")]);

/** A small PDF: catalog, one page, one content stream, plus the objects given. */
function pdf(extraCatalog = "", extraObjects: Buffer[] = []): Uint8Array {
  const content = deflateSync(Buffer.from("BT /F1 12 Tf 72 720 Td (RTU de la empresa) Tj ET"));
  const parts = [
    Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extraCatalog} >>\nendobj\n`, "latin1"),
    Buffer.from(
      "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>\nendobj\n",
      "latin1",
    ),
    Buffer.from("4 0 obj\n", "latin1"),
    stream(`<< /Length ${content.length} /Filter /FlateDecode >>`, content),
    Buffer.from("endobj\n", "latin1"),
    ...extraObjects,
    Buffer.from("trailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1"),
  ];
  return new Uint8Array(Buffer.concat(parts));
}

describe("findPdfActiveContent", () => {
  it("accepts a plain document, also one that opens at page 1 and has an inverted image", () => {
    expect(findPdfActiveContent(pdf())).toEqual({ ok: true });
    const image = stream(
      "5 0 obj\n<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Decode [1 0] /Filter /DCTDecode /Length 3 >>",
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    expect(findPdfActiveContent(pdf("/OpenAction [3 0 R /Fit]", [image, Buffer.from("endobj\n")]))).toEqual({
      ok: true,
    });
  });

  it("refuses a script that runs on opening", () => {
    const script = Buffer.from(
      "5 0 obj\n<< /Type /Action /S /JavaScript /JS (app.alert\\('hola'\\)) >>\nendobj\n",
      "latin1",
    );
    expect(findPdfActiveContent(pdf("/OpenAction 5 0 R", [script]))).toEqual({ ok: false, found: "JavaScript" });
  });

  it("refuses names hidden behind #xx escapes", () => {
    const script = Buffer.from("5 0 obj\n<< /S /J#61vaScript /J#53 (x) >>\nendobj\n", "latin1");
    expect(findPdfActiveContent(pdf("/OpenAction 5 0 R", [script]))).toEqual({ ok: false, found: "JavaScript" });
  });

  it("refuses a script inside a compressed object stream", () => {
    const inner = deflateSync(Buffer.from("5 0 << /S /JavaScript /JS (this.exportDataObject\\(\\)) >>"));
    const objStm = stream(
      `6 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length ${inner.length} /Filter /FlateDecode >>`,
      inner,
    );
    expect(findPdfActiveContent(pdf("/OpenAction 5 0 R", [objStm, Buffer.from("endobj\n")]))).toEqual({
      ok: false,
      found: "JavaScript",
    });
  });

  it("refuses launch actions, additional actions, attachments, rich media, XFA and encryption", () => {
    for (const [catalog, found] of [
      ["/OpenAction << /S /Launch /F (cmd.exe) >>", "Launch"],
      ["/AA << /O 5 0 R >>", "AA"],
      ["/Names << /EmbeddedFiles 5 0 R >>", "EmbeddedFiles"],
      ["/RichMedia 5 0 R", "RichMedia"],
      ["/AcroForm << /XFA 5 0 R >>", "XFA"],
    ] as const) {
      expect(findPdfActiveContent(pdf(catalog))).toEqual({ ok: false, found });
    }
    expect(findPdfActiveContent(enc("%PDF-1.7\ntrailer\n<< /Root 1 0 R /Encrypt 9 0 R >>\n"))).toEqual({
      ok: false,
      found: "Encrypt",
    });
  });

  it("refuses what it cannot read: other filters and streams that do not inflate", () => {
    const hex = stream("5 0 obj\n<< /Filter /ASCIIHexDecode /Length 4 >>", Buffer.from("2F4A"));
    expect(findPdfActiveContent(pdf("", [hex, Buffer.from("endobj\n")]))).toEqual({
      ok: false,
      found: "ASCIIHexDecode",
    });
    const broken = stream("5 0 obj\n<< /Filter /FlateDecode /Length 4 >>", Buffer.from("nope"));
    expect(findPdfActiveContent(pdf("", [broken, Buffer.from("endobj\n")]))).toEqual({
      ok: false,
      found: "unreadable stream",
    });
  });
});

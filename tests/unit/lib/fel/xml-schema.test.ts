import { describe, expect, it } from "vitest";
import { buildAnulacionXml } from "@/lib/fel/xml/anulacion";
import { buildDteXml } from "@/lib/fel/xml/dte";
import { signElement, verifyElement } from "@/lib/fel/signature";
import { EMITTER_PEQ, SALE } from "./fixtures";
import { validateAnulacion, validateDte } from "./xsd";

const UUID = "A1B2C3D4-0000-4ABC-8DEF-0123456789AB";
const certification = {
  certifierNit: "12345679",
  certifierName: "CuponGT (certificador local)",
  uuid: UUID,
  serie: "A1B2C3D4",
  numero: "19132",
  certifiedAt: new Date("2026-11-27T14:30:05Z"),
};

async function expectValid(result: Promise<{ valid: boolean; errors: ReadonlyArray<{ message: string }> }>) {
  const r = await result;
  expect(r.errors.map((e) => e.message)).toEqual([]);
  expect(r.valid).toBe(true);
}

describe("DTE XML against SAT's GT_Documento-0.2.0.xsd", { timeout: 20_000 }, () => {
  it("FACT with IVA per line, certified", async () => {
    const xml = buildDteXml({ ...SALE, certification });
    expect(xml).toContain('Tipo="FACT"');
    expect(xml).toContain("<dte:NombreCorto>IVA</dte:NombreCorto>");
    await expectValid(validateDte(xml));
  });

  it("FPEQ without IVA breakdown, buyer by CUI", async () => {
    const xml = buildDteXml({
      ...SALE,
      kind: "FPEQ",
      emitter: EMITTER_PEQ,
      receptor: { id: { kind: "cui", id: "1234567890101" }, name: "Luis Pérez" },
    });
    expect(xml).not.toContain("Impuestos");
    expect(xml).toContain('TipoEspecial="CUI"');
    await expectValid(validateDte(xml));
  });

  it("NCRE with the ReferenciasNota complement pointing at the invoice", async () => {
    const xml = buildDteXml({
      ...SALE,
      kind: "NCRE",
      receptor: { id: { kind: "cf", id: "CF" }, name: "Consumidor Final" },
      lines: SALE.lines.slice(1, 2),
      reference: {
        uuid: UUID,
        issuedAt: SALE.issuedAt,
        serie: "A1B2C3D4",
        numero: "19132",
        reason: "Reembolso de cupón",
      },
    });
    expect(xml).toContain(`NumeroAutorizacionDocumentoOrigen="${UUID}"`);
    await expectValid(validateDte(xml));
  });

  it("a schema violation is reported (the validator really validates)", async () => {
    const xml = buildDteXml(SALE).replace('Tipo="FACT"', 'Tipo="XXXX"');
    const r = await validateDte(xml);
    expect(r.valid).toBe(false);
  });
});

describe("anulación against GT_AnulacionDocumento-0.1.0.xsd", { timeout: 20_000 }, () => {
  it("validates with the emitter's signature, and the signature verifies", async () => {
    const input = {
      uuid: UUID,
      emitterNit: "12345679",
      receptorId: "5762",
      issuedAt: SALE.issuedAt,
      cancelledAt: new Date("2026-11-28T10:00:00Z"),
      reason: "Emitido por error",
    };
    const data = buildAnulacionXml(input);
    const signature = signElement(data, "DatosAnulacion");
    await expectValid(validateAnulacion(buildAnulacionXml(input, signature)));
    expect(verifyElement(data, signature, "DatosAnulacion")).toBe(true);
    expect(verifyElement(data.replace("Emitido", "Emitida"), signature, "DatosAnulacion")).toBe(false);
  });
});

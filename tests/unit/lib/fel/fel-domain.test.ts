import { describe, expect, it } from "vitest";
import { DEFAULT_CF_LIMIT_CENTS, receptorAllowed } from "@/lib/domain/fel/cf-limit";
import { invoiceKindFor, itemisesIva, serieAndNumero } from "@/lib/domain/fel/document-kind";
import { isValidCui, parseReceptorId } from "@/lib/domain/fel/ids";
import { ivaOf, splitIva } from "@/lib/domain/fel/iva";

// 1234567 8 | 01 01: digits 1..8 weighted 2..9 sum to 240, 240 mod 11 = 9.
const VALID_CUI = "1234567890101";

describe("CUI (DPI number)", () => {
  it("accepts a number whose check digit, department and municipality are right", () => {
    expect(isValidCui(VALID_CUI)).toBe(true);
    expect(isValidCui("1234 56789 0101")).toBe(true);
  });
  it("refuses a wrong check digit, department or municipality, and wrong lengths", () => {
    expect(isValidCui("1234567880101")).toBe(false);
    expect(isValidCui("1234567892301")).toBe(false); // department 23 does not exist
    expect(isValidCui("1234567890118")).toBe(false); // Guatemala has 17 municipalities
    expect(isValidCui("1234567890001")).toBe(false);
    expect(isValidCui("123456789010")).toBe(false);
  });
});

describe("receptor id", () => {
  it("classifies CF, a NIT (the checkout's rule) and a CUI", () => {
    expect(parseReceptorId("")).toEqual({ kind: "cf", id: "CF" });
    expect(parseReceptorId(" cf ")).toEqual({ kind: "cf", id: "CF" });
    expect(parseReceptorId("576-2")).toEqual({ kind: "nit", id: "5762" });
    expect(parseReceptorId(VALID_CUI)).toEqual({ kind: "cui", id: VALID_CUI });
  });
  it("refuses a NIT with a wrong check and a 13-digit number that is no CUI", () => {
    expect(parseReceptorId("5760")).toBeNull();
    expect(parseReceptorId("1234567880101")).toBeNull();
    expect(parseReceptorId("abc")).toBeNull();
  });
});

describe("CF limit", () => {
  const cf = { kind: "cf", id: "CF" } as const;
  it("allows CF below the limit and refuses it at or above", () => {
    expect(DEFAULT_CF_LIMIT_CENTS).toBe(250_000);
    expect(receptorAllowed(cf, 249_999)).toBe(true);
    expect(receptorAllowed(cf, 250_000)).toBe(false);
    expect(receptorAllowed(cf, 100_000, 50_000)).toBe(false);
  });
  it("allows a NIT or CUI at any amount", () => {
    expect(receptorAllowed({ kind: "nit", id: "5762" }, 10_000_000)).toBe(true);
    expect(receptorAllowed({ kind: "cui", id: VALID_CUI }, 10_000_000)).toBe(true);
  });
});

describe("IVA per line", () => {
  it("is total × 12/112 rounded half up to cents", () => {
    expect(ivaOf(11_200)).toBe(1_200);
    expect(ivaOf(100)).toBe(11); // 10.71…
    expect(ivaOf(0)).toBe(0);
  });
  it("a 3-line order's line IVA sums to the total's IVA", () => {
    // Each line alone rounds up (…x.5x); the sum of rounded lines would exceed the total's IVA.
    const lines = splitIva([5, 5, 5]);
    expect(lines.reduce((s, l) => s + l.ivaCents, 0)).toBe(ivaOf(15));
    for (const l of lines) expect(l.taxableCents + l.ivaCents).toBe(l.totalCents);
  });
  it("sums exactly for many random orders, each line within a cent of its exact IVA", () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2_000; n++) {
      const totals = Array.from({ length: 1 + Math.floor(rand() * 8) }, () => Math.floor(rand() * 500_000));
      const lines = splitIva(totals);
      expect(lines.reduce((s, l) => s + l.ivaCents, 0)).toBe(ivaOf(totals.reduce((a, b) => a + b, 0)));
      lines.forEach((l) => expect(Math.abs(l.ivaCents - (l.totalCents * 12) / 112)).toBeLessThan(1));
    }
  });
  it("refuses fractional or negative cents", () => {
    expect(() => splitIva([1.5])).toThrow(RangeError);
    expect(() => splitIva([-1])).toThrow(RangeError);
  });
});

describe("document kind", () => {
  it("GEN issues FACT with IVA; PEQ issues FPEQ without", () => {
    expect(invoiceKindFor("GEN")).toBe("FACT");
    expect(invoiceKindFor("PEQ")).toBe("FPEQ");
    expect(itemisesIva("FACT", "GEN")).toBe(true);
    expect(itemisesIva("FPEQ", "PEQ")).toBe(false);
    expect(itemisesIva("NCRE", "PEQ")).toBe(false);
  });
  it("derives serie and número from the UUID as SAT does", () => {
    expect(serieAndNumero("a1b2c3d4-0000-4abc-8def-0123456789ab")).toEqual({ serie: "A1B2C3D4", numero: "19132" });
    expect(serieAndNumero("FFFFFFFF-FFFF-FFFF-0000-000000000000").numero).toBe("4294967295");
    expect(() => serieAndNumero("nope")).toThrow(RangeError);
  });
});

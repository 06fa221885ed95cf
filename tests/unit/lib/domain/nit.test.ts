import { describe, expect, it } from "vitest";
import { formatNit, isCuiReceptor, isValidNit, nitCheckCharacter, normalizeNit } from "@/lib/domain/nit";

describe("NIT (Guatemala, mod 11)", () => {
  it("accepts valid NITs with or without the dash, and spaces around", () => {
    expect(isValidNit("1234567-9")).toBe(true);
    expect(isValidNit("12345679")).toBe(true);
    expect(isValidNit(" 7654321-8 ")).toBe(true);
    expect(isValidNit("123456-0")).toBe(true);
  });

  it("accepts a check character K, in either case", () => {
    expect(nitCheckCharacter("576937")).toBe("K");
    expect(isValidNit("576937-K")).toBe(true);
    expect(isValidNit("576937k")).toBe(true);
    expect(isValidNit("1000002-K")).toBe(true);
  });

  it("refuses a wrong check digit, a K where a digit belongs, letters and junk", () => {
    expect(isValidNit("1234567-8")).toBe(false);
    expect(isValidNit("1234567-K")).toBe(false);
    expect(isValidNit("576937-0")).toBe(false);
    expect(isValidNit("12A4567-9")).toBe(false);
    expect(isValidNit("K")).toBe(false);
    expect(isValidNit("12345678901234")).toBe(false);
    expect(isValidNit("--")).toBe(true); // only separators: nothing typed, i.e. CF
  });

  it("treats empty and CF (any case) as consumidor final", () => {
    for (const v of ["", "  ", "CF", "cf", "Cf", "C-F"]) {
      expect(isValidNit(v)).toBe(true);
      expect(normalizeNit(v)).toBe("CF");
    }
  });

  it("normalises and formats", () => {
    expect(normalizeNit("1234567-9")).toBe("12345679");
    expect(normalizeNit("576937-k")).toBe("576937K");
    expect(formatNit("12345679")).toBe("1234567-9");
    expect(formatNit("576937K")).toBe("576937-K");
    expect(formatNit("CF")).toBe("CF");
    // An order may hold a CUI (13 digits, no NIT is that long): shown as the DPI prints it.
    expect(formatNit("1234567890101")).toBe("1234 56789 0101");
  });
  it("labels a CUI 'CUI' and a NIT or 'CF' 'NIT' (isCuiReceptor)", () => {
    expect(isCuiReceptor("1234567890101")).toBe(true);
    expect(isCuiReceptor("1234 56789 0101")).toBe(true);
    expect(isCuiReceptor("12345679")).toBe(false);
    expect(isCuiReceptor("CF")).toBe(false);
  });
});

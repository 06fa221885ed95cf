// The seller's FEL list filters from the URL: each valid field kept, each invalid one dropped
// (never an error), the query rebuilt for page links, and LIKE wildcards taken literally.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  containsPattern,
  currentGuatemalaMonth,
  documentFiltersQuery,
  parseDocumentFilters,
} from "@/lib/domain/fel/document-filters";

describe("parseDocumentFilters", () => {
  it("keeps valid filters", () => {
    expect(
      parseDocumentFilters({ mes: "2026-11", tipo: "nota", estado: "fallido", q: "  1234567-8 ", pagina: "3" }),
    ).toEqual({ month: "2026-11", kind: "nota", status: "fallido", text: "1234567-8", page: 3 });
  });

  it("drops each invalid field alone, and takes the first of repeated ones", () => {
    expect(
      parseDocumentFilters({
        mes: "2026-13",
        tipo: ["comision", "nota"],
        estado: "borrado",
        q: "a\u0000b",
        pagina: "-1",
      }),
    ).toEqual({ month: undefined, kind: "comision", status: undefined, text: undefined, page: 1 });
    expect(parseDocumentFilters({ q: "x".repeat(61), pagina: "1e9", mes: ["nada"] })).toEqual({ page: 1 });
    expect(parseDocumentFilters({ q: "   ", pagina: "" })).toEqual({ page: 1 });
    expect(parseDocumentFilters({})).toEqual({ page: 1 });
  });

  it("never throws, whatever the URL holds", () => {
    const value = fc.oneof(fc.string({ unit: "binary", maxLength: 80 }), fc.array(fc.string(), { maxLength: 3 }));
    const params = fc.record(
      { mes: value, tipo: value, estado: value, q: value, pagina: value, negocio: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(params, (p) => {
        const f = parseDocumentFilters(p);
        expect(f.page).toBeGreaterThanOrEqual(1);
        expect(f.text === undefined || (f.text.length > 0 && f.text.length <= 60)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("documentFiltersQuery", () => {
  it("keeps the filters and leaves out page 1", () => {
    const f = parseDocumentFilters({ mes: "2026-01", q: "A B" });
    expect(documentFiltersQuery("b1", f)).toBe("negocio=b1&mes=2026-01&q=A+B");
    expect(documentFiltersQuery("b1", f, 2)).toBe("negocio=b1&mes=2026-01&q=A+B&pagina=2");
  });
});

describe("containsPattern and currentGuatemalaMonth", () => {
  it("escapes LIKE wildcards", () => {
    expect(containsPattern("50%_a\\")).toBe("%50\\%\\_a\\\\%");
  });

  it("is Guatemala's month (UTC-6)", () => {
    expect(currentGuatemalaMonth(new Date("2026-12-01T05:59:00Z"))).toBe("2026-11");
    expect(currentGuatemalaMonth(new Date("2026-12-01T06:00:00Z"))).toBe("2026-12");
  });
});

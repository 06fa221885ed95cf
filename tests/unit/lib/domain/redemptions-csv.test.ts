import { describe, expect, it } from "vitest";
import { guatemalaDateTime, maskCode, redemptionsCsv, type RedemptionCsvLabels } from "@/lib/domain/redemptions-csv";

const labels: RedemptionCsvLabels = {
  headers: ["Fecha", "Código", "Cupón", "Miembro", "Sucursal", "Estado"],
  redeemed: "Canjeado",
  undone: "Anulado",
};

describe("redemptionsCsv", () => {
  it("writes a BOM, Spanish headers, Guatemala times, masked codes and CRLF lines", () => {
    const csv = redemptionsCsv(
      [
        {
          redeemedAt: "2026-11-28T20:05:00.000Z",
          codeLast4: "4GHJ",
          couponTitle: 'Pizza "grande", 2x1',
          memberName: "Ana López",
          branchName: "Zona 10",
          undoneAt: null,
        },
        {
          redeemedAt: "2026-11-29T05:30:00.000Z",
          codeLast4: "K5MN",
          couponTitle: "=HYPERLINK()",
          memberName: "Luis",
          branchName: null,
          undoneAt: "2026-11-29T05:35:00.000Z",
        },
      ],
      labels,
    );
    expect(csv).toBe(
      "\uFEFFFecha,Código,Cupón,Miembro,Sucursal,Estado\r\n" +
        '2026-11-28 14:05,••••4GHJ,"Pizza ""grande"", 2x1",Ana López,Zona 10,Canjeado\r\n' +
        "2026-11-28 23:30,••••K5MN,'=HYPERLINK(),Luis,,Anulado\r\n",
    );
  });

  it("has only the header for no rows", () => {
    expect(redemptionsCsv([], labels)).toBe("\uFEFFFecha,Código,Cupón,Miembro,Sucursal,Estado\r\n");
  });
});

describe("maskCode and guatemalaDateTime", () => {
  it("shows only the last 4 characters of a code", () => {
    expect(maskCode("AB2CD3EF4GHJ")).toBe("••••4GHJ");
  });
  it("is UTC-6 all year (Guatemala keeps no summer time)", () => {
    expect(guatemalaDateTime("2026-06-01T06:00:00Z")).toBe("2026-06-01 00:00");
    expect(guatemalaDateTime("2026-01-01T05:59:00Z")).toBe("2025-12-31 23:59");
  });
});

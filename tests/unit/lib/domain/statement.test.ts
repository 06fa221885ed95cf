import { describe, expect, it } from "vitest";
import {
  commissionCents,
  formatRate,
  statementCsv,
  statementMonth,
  statementTotals,
} from "@/lib/ledger/rules/statement";
import { csvField } from "@/lib/domain/csv";

const labels = {
  headers: ["Mes", "Ventas brutas (Q)", "Reembolsos (Q)", "Comisión (%)", "Comisión (Q)", "Neto a pagar (Q)"] as [
    string,
    string,
    string,
    string,
    string,
    string,
  ],
  total: "Total",
};

describe("commission", () => {
  it("is the rate on sales net of refunds, rounded half up to the cent", () => {
    expect(commissionCents(100_000, 0, 0.15)).toBe(15_000);
    expect(commissionCents(1005, 0, 0.15)).toBe(151); // 150.75 -> 151
    expect(commissionCents(1003, 0, 0.15)).toBe(150); // 150.45 -> 150
    expect(commissionCents(20_000, 5_000, 0.15)).toBe(2_250);
    expect(commissionCents(10_000, 0, 0.125)).toBe(1_250);
  });

  it("is never negative, and zero at a zero rate", () => {
    expect(commissionCents(1_000, 3_000, 0.15)).toBe(0);
    expect(commissionCents(50_000, 0, 0)).toBe(0);
  });

  it("a month's net is what is owed to the business: sales - refunds - commission", () => {
    expect(statementMonth("2026-11-01", 20_000, 5_000, 0.15)).toEqual({
      month: "2026-11-01",
      grossCents: 20_000,
      refundsCents: 5_000,
      commissionRate: 0.15,
      commissionCents: 2_250,
      netCents: 12_750,
    });
    const months = [statementMonth("2026-10-01", 10_000, 0, 0.15), statementMonth("2026-11-01", 20_000, 5_000, 0.15)];
    expect(statementTotals(months)).toEqual({
      grossCents: 30_000,
      refundsCents: 5_000,
      commissionCents: 3_750,
      netCents: 21_250,
    });
  });

  it("shows the rate as a percentage", () => {
    expect(formatRate(0.15)).toBe("15%");
    expect(formatRate(0.125)).toBe("12.5%");
    expect(formatRate(0.0775)).toBe("7.75%");
  });
});

describe("statement CSV", () => {
  it("starts with a BOM, has Spanish headers, two-decimal amounts, CRLF lines, oldest month first and a total", () => {
    const csv = statementCsv(
      [statementMonth("2026-11-01", 123_450, 5_000, 0.15), statementMonth("2026-10-01", 1005, 0, 0.15)],
      labels,
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Mes,Ventas brutas (Q),Reembolsos (Q),Comisión (%),Comisión (Q),Neto a pagar (Q)",
      "2026-10,10.05,0.00,15%,1.51,8.54",
      "2026-11,1234.50,50.00,15%,177.68,1006.82",
      "Total,1244.55,50.00,,179.19,1015.36",
      "",
    ]);
  });

  it("quotes separators and neutralises formulas, but leaves negative amounts as numbers", () => {
    expect(csvField('Café "El Sol", zona 1')).toBe('"Café ""El Sol"", zona 1"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-12.50")).toBe("-12.50");
    expect(csvField("+502")).toBe("'+502");
  });

  it("a month with more refunds than sales owes a negative net and no commission", () => {
    const csv = statementCsv([statementMonth("2026-11-01", 1_000, 3_000, 0.15)], labels);
    expect(csv).toContain("2026-11,10.00,30.00,15%,0.00,-20.00\r\n");
  });
});

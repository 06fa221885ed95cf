// The monthly statement: what a business sold, what was refunded, the marketplace's
// commission and what is owed to the business. Integer cents throughout. The commission is the
// one the ledger booked (each unit at the rate of its sale, half up to the cent, given back with a
// refunded voucher), so the statement's net is what the payouts pay; commissionCents below is the
// rule for a month the ledger does not cover.
import { fromCents } from "@/lib/domain/money";
import { csvField } from "@/lib/domain/csv";

export const DEFAULT_COMMISSION_RATE = 0.15;

export interface StatementMonth {
  /** First day of the month, YYYY-MM-DD. */
  month: string;
  grossCents: number;
  refundsCents: number;
  /** A fraction: 0.15 = 15%. */
  commissionRate: number;
  commissionCents: number;
  netCents: number;
}

/** Commission on sales net of refunds; never negative (a month of only refunds owes none). */
export function commissionCents(grossCents: number, refundsCents: number, rate: number): number {
  const base = Math.max(0, grossCents - refundsCents);
  // Rates have at most 4 decimals (numeric(5,4)): scale to whole numbers so 15% of 1005 cents is
  // exactly 150.75 -> 151, not 150.74999...
  const rateTenThousandths = Math.round(rate * 10_000);
  return Math.floor((base * rateTenThousandths + 5_000) / 10_000);
}

export function statementMonth(
  month: string,
  grossCents: number,
  refundsCents: number,
  rate: number,
  bookedCommissionCents?: number,
): StatementMonth {
  const commission = bookedCommissionCents ?? commissionCents(grossCents, refundsCents, rate);
  return {
    month,
    grossCents,
    refundsCents,
    commissionRate: rate,
    commissionCents: commission,
    netCents: grossCents - refundsCents - commission,
  };
}

export function statementTotals(months: readonly StatementMonth[]): Omit<StatementMonth, "month" | "commissionRate"> {
  const sum = (key: "grossCents" | "refundsCents" | "commissionCents" | "netCents") =>
    months.reduce((acc, m) => acc + m[key], 0);
  return {
    grossCents: sum("grossCents"),
    refundsCents: sum("refundsCents"),
    commissionCents: sum("commissionCents"),
    netCents: sum("netCents"),
  };
}

/** "15%" or "12.5%" (the rate as a percentage, at most two decimals). */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

export interface CsvLabels {
  headers: [month: string, gross: string, refunds: string, rate: string, commission: string, net: string];
  total: string;
}

/**
 * The statement as CSV: UTF-8 with a byte-order mark (so Excel reads the accents), CRLF lines,
 * Spanish headers, amounts in quetzales with two decimals and a dot ("1234.50", no currency sign,
 * so a spreadsheet reads them as numbers), months oldest first, and a total line.
 */
export function statementCsv(months: readonly StatementMonth[], labels: CsvLabels): string {
  const ordered = [...months].sort((a, b) => a.month.localeCompare(b.month));
  const lines = [labels.headers.map(csvField).join(",")];
  for (const m of ordered) {
    lines.push(
      [
        m.month.slice(0, 7),
        fromCents(m.grossCents),
        fromCents(m.refundsCents),
        formatRate(m.commissionRate),
        fromCents(m.commissionCents),
        fromCents(m.netCents),
      ]
        .map(csvField)
        .join(","),
    );
  }
  const t = statementTotals(ordered);
  lines.push(
    [
      labels.total,
      fromCents(t.grossCents),
      fromCents(t.refundsCents),
      "",
      fromCents(t.commissionCents),
      fromCents(t.netCents),
    ]
      .map(csvField)
      .join(","),
  );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

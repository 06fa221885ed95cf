// The redemptions' history as CSV for /vendedor/canjes: the same conventions as the
// statement's CSV (statement.ts): UTF-8 with a byte-order mark, CRLF lines, Spanish headers from
// messages, formula-looking cells neutralised. Times in America/Guatemala; codes only masked.
import { GUATEMALA_TIME_ZONE } from "./guatemala-time";
import { csvField } from "./csv";

export interface RedemptionRow {
  /** ISO instant of the redemption. */
  redeemedAt: string;
  /** The code's last 4 characters: the full code never reaches this list. */
  codeLast4: string;
  couponTitle: string;
  memberName: string;
  branchName: string | null;
  /** ISO instant when an owner or manager undid it, or null. */
  undoneAt: string | null;
}

export interface RedemptionCsvLabels {
  headers: [date: string, code: string, coupon: string, member: string, branch: string, state: string];
  /** The state column's two values. */
  redeemed: string;
  undone: string;
}

/** "••••" + the last 4: how a code is shown in the history. */
export function maskCode(last4: string): string {
  return `••••${last4.slice(-4)}`;
}

/** "2026-11-28 14:05" in Guatemala (a spreadsheet reads it as a date and time). */
export function guatemalaDateTime(iso: string, timeZone = GUATEMALA_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function redemptionsCsv(rows: readonly RedemptionRow[], labels: RedemptionCsvLabels): string {
  const lines = [labels.headers.map(csvField).join(",")];
  for (const r of rows) {
    lines.push(
      [
        guatemalaDateTime(r.redeemedAt),
        maskCode(r.codeLast4),
        r.couponTitle,
        r.memberName,
        r.branchName ?? "",
        r.undoneAt ? labels.undone : labels.redeemed,
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

// Payouts to businesses: the operator's form and the CSV files (the bank batch for the operator,
// the history for the seller). Pure: the form and its action parse with the same schema; amounts
// are integer cents; messages are keys of messages/es.json.
import { z } from "@/lib/domain/zod";
import { formObject, optionalText, uuidField } from "@/lib/domain/forms/fields";
import { messageCode } from "@/lib/domain/message-code";
import { csvField } from "@/lib/domain/csv";
import { fromCents } from "@/lib/domain/money";
import { quetzalesToCents } from "@/lib/domain/referral-minimum";

export const PAYOUT_NOTE_MAX = 100;

/** 'pagado' needs the bank's reference, 'fallido' the reason (the database checks it too). */
export const markPayoutSchema = formObject({
  payoutId: uuidField("admin.notFound"),
  state: z.enum(["enviado", "pagado", "fallido"], { error: messageCode("common.invalidInput") }),
  note: optionalText(PAYOUT_NOTE_MAX, "admin.payouts.noteTooLong"),
}).refine((v) => v.state === "enviado" || v.note !== null, {
  path: ["note"],
  message: messageCode("admin.payouts.noteRequired"),
});
export type MarkPayoutInput = z.input<typeof markPayoutSchema>;

const settingsError = messageCode("admin.payouts.settingsInvalid");

/** The run's weekday (ISO, 1 Monday .. 7 Sunday) and minimum, typed in quetzales like the referral minimum. */
export const payoutSettingsSchema = z.object(
  {
    weekday: z.coerce
      .number({ error: settingsError })
      .int({ error: settingsError })
      .min(1, { error: settingsError })
      .max(7, { error: settingsError }),
    minimum: z
      .union([z.string().max(20, { error: settingsError }), z.number()], { error: settingsError })
      .transform((v, ctx) => {
        const cents = quetzalesToCents(String(v));
        if (cents === null) {
          ctx.addIssue({ code: "custom", message: settingsError });
          return z.NEVER;
        }
        return cents;
      }),
  },
  { error: messageCode("common.invalidInput") },
);
export type PayoutSettingsInput = z.input<typeof payoutSettingsSchema>;

export interface PayoutCsvRow {
  id: string;
  businessName: string;
  period: string;
  amountCents: number;
  state: string;
  reference: string | null;
}

/**
 * UTF-8 with a byte-order mark (Excel reads the accents), CRLF lines, amounts in quetzales with a
 * dot and two decimals, and a total line; formula-looking text is neutralised (csvField).
 */
export function payoutsCsv(rows: readonly PayoutCsvRow[], headers: readonly string[], total: string): string {
  const lines = [headers.map(csvField).join(",")];
  for (const r of rows) {
    lines.push(
      [r.id, r.businessName, r.period, fromCents(r.amountCents), r.state, r.reference ?? ""].map(csvField).join(","),
    );
  }
  const sum = rows.reduce((s, r) => s + r.amountCents, 0);
  lines.push([total, "", "", fromCents(sum), "", ""].map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

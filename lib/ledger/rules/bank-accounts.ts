// A business's bank account for payouts: the banks it may be at, the form's schema (shared by the
// owner's form and its server action), the masked number, and the operator's bank batch CSV.
// Pure: messages are keys of messages/es.json; amounts are integer cents.
import { z } from "@/lib/domain/zod";
import { messageCode } from "@/lib/domain/message-code";
import { isValidNit, normalizeNit, CONSUMIDOR_FINAL } from "@/lib/domain/nit";
import { requiredText, uuidField } from "@/lib/domain/forms/fields";
import { csvField } from "@/lib/domain/csv";
import { fromCents } from "@/lib/domain/money";

/** Guatemalan banks that take transfers (SIB's list of commercial banks), by a stable code. */
export const BANKS = [
  ["industrial", "Banco Industrial"],
  ["banrural", "Banrural"],
  ["bam", "BAM (Banco Agromercantil)"],
  ["gyt", "G&T Continental"],
  ["bac", "BAC Credomatic"],
  ["promerica", "Banco Promerica"],
  ["interbanco", "Interbanco"],
  ["bantrab", "Bantrab"],
  ["inmobiliario", "Banco Inmobiliario"],
  ["ficohsa", "Ficohsa"],
  ["internacional", "Banco Internacional"],
  ["cuscatlan", "Banco Cuscatlán"],
  ["azteca", "Banco Azteca"],
  ["credito_hipotecario", "Crédito Hipotecario Nacional (CHN)"],
  ["vivibanco", "Vivibanco"],
  ["banco_de_antigua", "Banco de Antigua"],
  ["inv", "Banco INV"],
] as const;
export type BankCode = (typeof BANKS)[number][0];
const BANK_CODES = BANKS.map(([code]) => code) as [BankCode, ...BankCode[]];
export const bankName = (code: string) => BANKS.find(([c]) => c === code)?.[1] ?? code;

export const ACCOUNT_TYPES = ["monetaria", "ahorro"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Digits only (dashes and spaces typed between groups are dropped), 6 to 20 of them. */
const accountNumber = z
  .string({ error: messageCode("bankAccount.numberInvalid") })
  .transform((v) => v.replace(/[\s-]/g, ""))
  .refine((v) => /^\d{6,20}$/.test(v), messageCode("bankAccount.numberInvalid"));

export const bankAccountSchema = z.object({
  businessId: uuidField("businessEdit.invalidId"),
  bank: z.enum(BANK_CODES, { error: messageCode("bankAccount.bankInvalid") }),
  accountType: z.enum(ACCOUNT_TYPES, { error: messageCode("bankAccount.typeInvalid") }),
  number: accountNumber,
  holderName: requiredText(120, "bankAccount.holderRequired", "bankAccount.holderTooLong"),
  holderNit: z
    .string({ error: messageCode("bankAccount.nitInvalid") })
    .transform(normalizeNit)
    .refine((n) => n !== CONSUMIDOR_FINAL && isValidNit(n), messageCode("bankAccount.nitInvalid")),
});
export type BankAccountInput = z.input<typeof bankAccountSchema>;
export type BankAccount = z.output<typeof bankAccountSchema>;

/** "****1234": all the page ever shows of the number. */
export const maskedNumber = (last4: string) => `****${last4}`;

/** "C*** (22)": the holder's name as the table and the audit log keep it (the name is encrypted). */
export const maskedHolder = (name: string) => `${name.trim().charAt(0)}*** (${name.trim().length})`;

/** "****79": the holder's NIT as the table and the audit log keep it (the NIT is encrypted). */
export const maskedNit = (nit: string) => `****${nit.slice(-2)}`;

/** Why a payout waits (public.payouts.held_reason), a key of messages' payoutHold namespace. */
export type PayoutHoldReason = "cuenta_cambiada";

/** Hours a changed account waits before a payout goes to it (public.payout_run says the same). */
export const ACCOUNT_HOLD_HOURS = 48;

export interface BankBatchRow {
  payoutId: string;
  businessName: string;
  amountCents: number;
  bank: string | null;
  accountType: string | null;
  number: string | null;
  holderName: string | null;
  holderNit: string | null;
  /** Why it is held (not in the bank file), or null: pay it. */
  held: PayoutHoldReason | null;
}

/**
 * The operator's bank batch: one transfer per line (UTF-8 with BOM, CRLF, quetzales with a dot),
 * the account number in full (the operator's file only), and a total line; formula-looking text
 * is neutralised (csvField). Held payouts are left out: the bank must not pay them yet.
 */
export function bankBatchCsv(all: readonly BankBatchRow[], headers: readonly string[], total: string): string {
  const rows = all.filter((r) => !r.held);
  const lines = [headers.map(csvField).join(",")];
  for (const r of rows) {
    const bank = r.bank ? bankName(r.bank) : "";
    const cells = [r.payoutId, r.businessName, fromCents(r.amountCents), bank, r.accountType ?? "", r.number ?? ""];
    lines.push([...cells, r.holderName ?? "", r.holderNit ?? ""].map(csvField).join(","));
  }
  const sum = rows.reduce((s, r) => s + r.amountCents, 0);
  lines.push([total, "", fromCents(sum), "", "", "", "", ""].map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./businesses";

/**
 * The bank account a business is paid into (supabase/schemas/bank-accounts.sql). Only its owner
 * reads it (and operators, for the bank batch); only `public.set_business_bank_account` writes it,
 * so `changed_at`, which starts the 48-hour hold on payouts, cannot be set by hand. The number is
 * stored encrypted (AES-256-GCM in the app, lib/crypto/bank-account-cipher.ts: the database never
 * sees the key); its last four digits are kept apart to show it masked.
 */
export const businessBankAccounts = pgTable(
  "business_bank_accounts",
  {
    businessId: uuid("business_id")
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** A code of lib/domain/bank-accounts.ts (BANKS). */
    bank: text("bank").notNull(),
    /** 'monetaria' or 'ahorro'. */
    accountType: text("account_type").notNull(),
    numberCiphertext: text("number_ciphertext").notNull(),
    numberLast4: text("number_last4").notNull(),
    holderName: text("holder_name").notNull(),
    holderNit: text("holder_nit").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    changedBy: uuid("changed_by"),
  },
  (t) => [
    check("business_bank_accounts_bank_code", sql`${t.bank} ~ '^[a-z_]{2,30}$'`),
    check("business_bank_accounts_type_check", sql`${t.accountType} in ('monetaria', 'ahorro')`),
    check("business_bank_accounts_ciphertext_format", sql`${t.numberCiphertext} like 'v1.%'`),
    check("business_bank_accounts_last4_digits", sql`${t.numberLast4} ~ '^[0-9]{4}$'`),
    check("business_bank_accounts_holder_length", sql`char_length(${t.holderName}) between 1 and 120`),
    check("business_bank_accounts_nit_valid", sql`${t.holderNit} <> 'CF' and public.is_valid_nit(${t.holderNit})`),
  ],
).enableRLS();

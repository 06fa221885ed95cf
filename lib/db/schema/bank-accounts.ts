import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./catalogue/businesses";

/**
 * The bank account a business is paid into (supabase/schemas/26-bank-accounts.sql). Only its owner
 * reads it (and operators, for the bank batch); only `public.set_business_bank_account` writes it,
 * so `changed_at`, which starts the 48-hour hold on payouts, cannot be set by hand. The number is
 * stored encrypted (AES-256-GCM in the app, lib/ledger/crypto/bank-account-cipher.ts: the database never
 * sees the key); its last four digits are kept apart to show it masked.
 */
export const businessBankAccounts = pgTable(
  "business_bank_accounts",
  {
    businessId: uuid("business_id")
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** A code of lib/ledger/rules/bank-accounts.ts (BANKS). */
    bank: text("bank").notNull(),
    /** 'monetaria' or 'ahorro'. */
    accountType: text("account_type").notNull(),
    numberCiphertext: text("number_ciphertext").notNull(),
    numberLast4: text("number_last4").notNull(),
    holderName: text("holder_name").notNull(),
    holderNit: text("holder_nit").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    changedBy: uuid("changed_by"),
    /**
     * The holder's name and NIT, encrypted like the number ("name\u0000nit"); the plain columns
     * above are their masked forms. Null only on rows written before audit 44 (until rotated).
     */
    holderCiphertext: text("holder_ciphertext"),
    /**
     * When an owner confirmed this account from the e-mail (null: not yet). Payouts go only to a
     * confirmed account; rows older than the confirmation step count as confirmed.
     */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).defaultNow(),
    /** SHA-256 of the e-mailed single-use confirmation token (the token itself is never stored). */
    confirmTokenHash: text("confirm_token_hash"),
  },
  (t) => [
    check("business_bank_accounts_bank_code", sql`${t.bank} ~ '^[a-z_]{2,30}$'`),
    check("business_bank_accounts_type_check", sql`${t.accountType} in ('monetaria', 'ahorro')`),
    check("business_bank_accounts_ciphertext_format", sql`${t.numberCiphertext} like 'v1.%'`),
    check("business_bank_accounts_last4_digits", sql`${t.numberLast4} ~ '^[0-9]{4}$'`),
    check("business_bank_accounts_holder_length", sql`char_length(${t.holderName}) between 1 and 120`),
    // Masked since audit 44 (the NIT itself is in holder_ciphertext, validated by the app).
    check("business_bank_accounts_nit_length", sql`char_length(${t.holderNit}) between 1 and 20`),
  ],
).enableRLS();

import "server-only";
// A business's bank account for payouts (supabase/schemas/26-bank-accounts.sql). The owner reads it
// masked and writes it through public.set_business_bank_account (audited, mailed, 48-hour payout
// hold, held payouts until an owner confirms from the e-mail); managers and editors get nothing
// (row level security). The number and the holder are encrypted here before they reach the
// database; the bank batch decrypts each payout's own snapshot (public.admin_bank_batch).
import { sql } from "drizzle-orm";
import {
  decryptAccountNumber,
  decryptHolder,
  encryptAccountNumber,
  encryptHolder,
} from "@/lib/ledger/crypto/bank-account-cipher";
import { confirmTokenHash } from "@/lib/ledger/crypto/bank-account-confirm";
import { rowsOf } from "@/lib/db/client";
import {
  ACCOUNT_HOLD_HOURS,
  maskedHolder,
  maskedNit,
  type AccountType,
  type BankAccount,
  type BankBatchRow,
  type PayoutHoldReason,
} from "@/lib/ledger/rules/bank-accounts";
import { toCents } from "@/lib/domain/money";
import { PG, pgErrorOf } from "@/lib/data/db-errors";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";

export interface BankAccountView {
  bank: string;
  accountType: AccountType;
  last4: string;
  holderName: string;
  holderNit: string;
  changedAt: Date;
  /** When payouts may go to it again (48 hours after the change, once confirmed). */
  holdUntil: Date;
  /** When an owner confirmed it from the e-mail; null: not yet (no payout goes to it). */
  confirmedAt: Date | null;
}

type RawAccount = {
  bank: string;
  account_type: AccountType;
  number_last4: string;
  holder_name: string;
  holder_nit: string;
  holder_ciphertext: string | null;
  changed_at: string | Date;
  confirmed_at: string | Date | null;
};

const HOUR_MS = 3_600_000;

/** The account as its owner sees it (masked), or null: none yet, or the caller is not the owner. */
export async function getBankAccount(caller: Caller, businessId: string): Promise<BankAccountView | null> {
  if (caller.role !== "authenticated") return null;
  const [row] = await runAs(caller, async (tx) =>
    rowsOf<RawAccount>(
      await tx.execute(sql`select bank, account_type, number_last4, holder_name, holder_nit, holder_ciphertext,
          changed_at, confirmed_at from public.business_bank_accounts where business_id = ${businessId}::uuid`),
    ),
  );
  if (!row) return null;
  const changedAt = new Date(row.changed_at);
  // The owner sees the holder in full (rows from before audit 44 keep it in the plain columns).
  const holder = row.holder_ciphertext
    ? decryptHolder(row.holder_ciphertext, businessId)
    : { name: row.holder_name, nit: row.holder_nit };
  return {
    bank: row.bank,
    accountType: row.account_type,
    last4: row.number_last4,
    holderName: holder.name,
    holderNit: holder.nit,
    changedAt,
    holdUntil: new Date(changedAt.getTime() + ACCOUNT_HOLD_HOURS * HOUR_MS),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  };
}

/** Saves the owner's account; "forbidden" for anyone but the business's owner (nothing changes). */
export async function saveBankAccount(
  caller: Caller,
  { businessId, number, ...fields }: BankAccount,
): Promise<{ ok: true; changedAt: Date } | { ok: false; reason: "forbidden" }> {
  if (caller.role !== "authenticated") return { ok: false, reason: "forbidden" };
  const ciphertext = encryptAccountNumber(number, businessId);
  const holder = encryptHolder({ name: fields.holderName, nit: fields.holderNit }, businessId);
  try {
    const [row] = await runAs(caller, async (tx) =>
      rowsOf<{ at: string | Date }>(
        await tx.execute(sql`select public.set_business_bank_account(${businessId}::uuid, ${fields.bank},
          ${fields.accountType}, ${ciphertext}, ${number.slice(-4)}, ${maskedHolder(fields.holderName)},
          ${maskedNit(fields.holderNit)}, ${holder}) as at`),
      ),
    );
    return { ok: true, changedAt: new Date(row!.at) };
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return { ok: false, reason: "forbidden" };
    throw error;
  }
}

/**
 * The bank batch: payouts still to send (programado, enviado), each with the account it was
 * scheduled for (its snapshot, decrypted here), never the business's current one; a held payout
 * says why (`held`) and the CSV leaves it out. Operators only: anyone else gets an empty list.
 */
export async function listBankBatch(caller: Caller): Promise<BankBatchRow[]> {
  if (caller.role !== "authenticated") return [];
  const rows = await runAs(caller, async (tx) =>
    rowsOf<{
      id: string;
      business_id: string;
      business_name: string;
      amount: string;
      bank: string | null;
      account_type: string | null;
      number_ciphertext: string | null;
      holder_ciphertext: string | null;
      holder_name: string | null;
      holder_nit: string | null;
      held_reason: PayoutHoldReason | null;
    }>(
      await tx.execute(sql`select id, business_id, business_name, amount::text as amount, bank, account_type,
        number_ciphertext, holder_ciphertext, holder_name, holder_nit, held_reason
        from public.admin_bank_batch()`),
    ),
  ).catch((error: unknown) => {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return [];
    throw error;
  });
  return rows.map((r) => {
    const holder = r.holder_ciphertext ? decryptHolder(r.holder_ciphertext, r.business_id) : null;
    return {
      payoutId: r.id,
      businessName: r.business_name,
      amountCents: toCents(r.amount),
      bank: r.bank,
      accountType: r.account_type,
      number: r.number_ciphertext ? decryptAccountNumber(r.number_ciphertext, r.business_id) : null,
      holderName: holder?.name ?? r.holder_name,
      holderNit: holder?.nit ?? r.holder_nit,
      held: r.held_reason,
    };
  });
}

/**
 * An owner confirms the account from the e-mail's link (the token's hash must match; it works
 * once). "forbidden" for anyone but an owner; "invalid" for a wrong, used or superseded token.
 */
export async function confirmBankAccount(
  caller: Caller,
  businessId: string,
  token: string,
): Promise<{ ok: true } | { ok: false; reason: "forbidden" | "invalid" }> {
  if (caller.role !== "authenticated") return { ok: false, reason: "forbidden" };
  try {
    const [row] = await runAs(caller, async (tx) =>
      rowsOf<{ ok: boolean }>(
        await tx.execute(
          sql`select public.confirm_business_bank_account(${businessId}::uuid, ${confirmTokenHash(token)}) as ok`,
        ),
      ),
    );
    return row?.ok ? { ok: true } : { ok: false, reason: "invalid" };
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return { ok: false, reason: "forbidden" };
    throw error;
  }
}

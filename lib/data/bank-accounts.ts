import "server-only";
// A business's bank account for payouts (supabase/schemas/bank-accounts.sql). The owner reads it
// masked and writes it through public.set_business_bank_account (audited, mailed, 48-hour payout
// hold); managers and editors get nothing (row level security). The number is encrypted here
// before it reaches the database and decrypted only for the operator's bank batch.
import { sql } from "drizzle-orm";
import { decryptAccountNumber, encryptAccountNumber } from "@/lib/crypto/bank-account-cipher";
import { rowsOf } from "@/lib/db/client";
import { ACCOUNT_HOLD_HOURS, type AccountType, type BankAccount, type BankBatchRow } from "@/lib/domain/bank-accounts";
import { toCents } from "@/lib/domain/money";
import { PG, pgErrorOf } from "./db-errors";
import type { Caller } from "./caller";
import { runAs } from "./run-as";

export interface BankAccountView {
  bank: string;
  accountType: AccountType;
  last4: string;
  holderName: string;
  holderNit: string;
  changedAt: Date;
  /** When payouts may go to it again (48 hours after the change). */
  holdUntil: Date;
}

type RawAccount = {
  bank: string;
  account_type: AccountType;
  number_last4: string;
  holder_name: string;
  holder_nit: string;
  changed_at: string | Date;
};

const HOUR_MS = 3_600_000;

/** The account as its owner sees it (masked), or null: none yet, or the caller is not the owner. */
export async function getBankAccount(caller: Caller, businessId: string): Promise<BankAccountView | null> {
  if (caller.role !== "authenticated") return null;
  const [row] = await runAs(caller, async (tx) =>
    rowsOf<RawAccount>(
      await tx.execute(sql`select bank, account_type, number_last4, holder_name, holder_nit, changed_at
        from public.business_bank_accounts where business_id = ${businessId}::uuid`),
    ),
  );
  if (!row) return null;
  const changedAt = new Date(row.changed_at);
  return {
    bank: row.bank,
    accountType: row.account_type,
    last4: row.number_last4,
    holderName: row.holder_name,
    holderNit: row.holder_nit,
    changedAt,
    holdUntil: new Date(changedAt.getTime() + ACCOUNT_HOLD_HOURS * HOUR_MS),
  };
}

/** Saves the owner's account; "forbidden" for anyone but the business's owner (nothing changes). */
export async function saveBankAccount(
  caller: Caller,
  { businessId, number, ...fields }: BankAccount,
): Promise<{ ok: true; changedAt: Date } | { ok: false; reason: "forbidden" }> {
  if (caller.role !== "authenticated") return { ok: false, reason: "forbidden" };
  const ciphertext = encryptAccountNumber(number, businessId);
  try {
    const [row] = await runAs(caller, async (tx) =>
      rowsOf<{ at: string | Date }>(
        await tx.execute(sql`select public.set_business_bank_account(${businessId}::uuid, ${fields.bank},
          ${fields.accountType}, ${ciphertext}, ${number.slice(-4)}, ${fields.holderName}, ${fields.holderNit}) as at`),
      ),
    );
    return { ok: true, changedAt: new Date(row!.at) };
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return { ok: false, reason: "forbidden" };
    throw error;
  }
}

/**
 * The bank batch: payouts still to send (programado, enviado) with their business's account, the
 * number decrypted. Operators only: anyone else's row level security lets no payout (or account)
 * through, so the list is empty.
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
      holder_name: string | null;
      holder_nit: string | null;
    }>(
      await tx.execute(sql`
        select p.id, p.business_id, b.name as business_name, p.amount::text as amount, a.bank, a.account_type,
          a.number_ciphertext, a.holder_name, a.holder_nit
        from public.payouts p
        join public.businesses b on b.id = p.business_id
        left join public.business_bank_accounts a on a.business_id = p.business_id
        where p.state in ('programado', 'enviado') and public.is_admin()
        order by p.created_at, p.id
        limit 5000`),
    ),
  );
  return rows.map((r) => ({
    payoutId: r.id,
    businessName: r.business_name,
    amountCents: toCents(r.amount),
    bank: r.bank,
    accountType: r.account_type,
    number: r.number_ciphertext ? decryptAccountNumber(r.number_ciphertext, r.business_id) : null,
    holderName: r.holder_name,
    holderNit: r.holder_nit,
  }));
}

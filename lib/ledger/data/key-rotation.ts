import "server-only";
// `npm run payouts:rotate-key`: re-encrypts every bank account ciphertext (the accounts' number and
// holder, the payouts' snapshots) under PAYOUT_ACCOUNT_KEY, reading those written under
// PAYOUT_ACCOUNT_OLD_KEY; the key id in each ciphertext says which key wrote it, so a ciphertext
// already under the new key is left alone and a second run changes nothing. Accounts saved before
// audit 44 get their holder encrypted and masked on the way. Runs as the database owner (a script,
// never a request: no request role may write these tables), in one transaction.
import { sql } from "drizzle-orm";
import {
  ciphertextKeyId,
  decryptAccountNumber,
  encryptAccountNumber,
  encryptHolder,
  keyId,
} from "@/lib/ledger/crypto/bank-account-cipher";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/client";
import { maskedHolder, maskedNit } from "@/lib/ledger/rules/bank-accounts";

export interface RotationResult {
  accounts: number;
  payouts: number;
}

type Account = {
  business_id: string;
  number_ciphertext: string;
  holder_ciphertext: string | null;
  holder_name: string;
  holder_nit: string;
};
type Snapshot = { id: string; business_id: string; number: string | null; holder: string | null };

export async function rotatePayoutKey(db: Db, oldKey: Buffer | null, newKey: Buffer): Promise<RotationResult> {
  const newId = keyId(newKey);
  const reencrypt = (ciphertext: string, businessId: string) => {
    if (ciphertextKeyId(ciphertext) === newId) return ciphertext;
    if (!oldKey) throw new Error("payouts:rotate-key: a ciphertext is under another key; set PAYOUT_ACCOUNT_OLD_KEY");
    return encryptAccountNumber(decryptAccountNumber(ciphertext, businessId, oldKey), businessId, newKey);
  };
  return db.transaction(async (tx) => {
    const result: RotationResult = { accounts: 0, payouts: 0 };
    const accounts = rowsOf<Account>(
      await tx.execute(sql`select business_id, number_ciphertext, holder_ciphertext, holder_name, holder_nit
        from public.business_bank_accounts order by business_id for update`),
    );
    for (const a of accounts) {
      const number = reencrypt(a.number_ciphertext, a.business_id);
      const holder = a.holder_ciphertext
        ? reencrypt(a.holder_ciphertext, a.business_id)
        : encryptHolder({ name: a.holder_name, nit: a.holder_nit }, a.business_id, newKey);
      if (number === a.number_ciphertext && holder === a.holder_ciphertext) continue;
      const masked = a.holder_ciphertext
        ? { name: a.holder_name, nit: a.holder_nit }
        : { name: maskedHolder(a.holder_name), nit: maskedNit(a.holder_nit) };
      await tx.execute(sql`update public.business_bank_accounts set number_ciphertext = ${number},
        holder_ciphertext = ${holder}, holder_name = ${masked.name}, holder_nit = ${masked.nit}
        where business_id = ${a.business_id}::uuid`);
      result.accounts += 1;
    }
    const snapshots = rowsOf<Snapshot>(
      await tx.execute(sql`select id, business_id, account_number_ciphertext as number, account_holder_ciphertext as holder
        from public.payouts where account_number_ciphertext is not null or account_holder_ciphertext is not null
        order by id for update`),
    );
    for (const p of snapshots) {
      const number = p.number && reencrypt(p.number, p.business_id);
      const holder = p.holder && reencrypt(p.holder, p.business_id);
      if (number === p.number && holder === p.holder) continue;
      await tx.execute(sql`update public.payouts set account_number_ciphertext = ${number},
        account_holder_ciphertext = ${holder}, account_key_id = ${newId} where id = ${p.id}::uuid`);
      result.payouts += 1;
    }
    return result;
  });
}

// Gives a business a bank account as the database owner (fixtures only: the app path is
// public.set_business_bank_account), changed `hoursAgo` hours ago so the 48-hour payout hold is
// over (49 by default) or not.
import { sql } from "drizzle-orm";
import { encryptAccountNumber } from "@/lib/ledger/crypto/bank-account-cipher";
import type { Db } from "@/lib/db";

export const TEST_ACCOUNT_NUMBER = "3020104567";

export async function giveBankAccount(db: Db, businessId: string, hoursAgo = 49): Promise<void> {
  const ciphertext = encryptAccountNumber(TEST_ACCOUNT_NUMBER, businessId);
  await db.execute(sql`
    insert into public.business_bank_accounts (business_id, bank, account_type, number_ciphertext, number_last4, holder_name, holder_nit, changed_at)
    values (${businessId}::uuid, 'industrial', 'monetaria', ${ciphertext}, ${TEST_ACCOUNT_NUMBER.slice(-4)}, 'Titular de prueba', '12345679',
      now() - make_interval(hours => ${hoursAgo}))
    on conflict (business_id) do update set changed_at = excluded.changed_at`);
}

import "server-only";
// What the payout e-mails say (jobs, the system path): a payout's step, amount and business, the
// business's masked account, and its owners' addresses. Row level security does not apply here:
// these run as service_role for the job worker, and read only what the mail needs.
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import type { PayoutState } from "@/lib/db/schema";
import { toCents } from "@/lib/domain/money";
import type { Tx } from "@/lib/db";
import { runAsSystem } from "@/lib/data/system";

export interface Owner {
  userId: string;
  email: string;
}

const ownersOf = async (tx: Tx, businessId: string): Promise<Owner[]> =>
  rowsOf<{ user_id: string; email: string }>(
    await tx.execute(sql`select m.user_id, u.email from public.business_members m join auth.users u on u.id = m.user_id
      where m.business_id = ${businessId}::uuid and m.role = 'owner' and u.email is not null order by m.user_id`),
  ).map((o) => ({ userId: o.user_id, email: o.email }));

export interface PayoutMail {
  businessName: string;
  period: string;
  amountCents: number;
  state: PayoutState;
  bankReference: string | null;
  failureReason: string | null;
  last4: string | null;
  owners: Owner[];
}

/** For a payout step's e-mail: the payout, the masked account it goes to (its snapshot) and the owners. */
export async function payoutMail(payoutId: string): Promise<PayoutMail | null> {
  return runAsSystem(async (tx) => {
    const [p] = rowsOf<{
      business_id: string;
      name: string;
      period: string;
      amount: string;
      state: PayoutState;
      bank_reference: string | null;
      failure_reason: string | null;
      number_last4: string | null;
    }>(
      await tx.execute(sql`select p.business_id, b.name, p.period::text as period, p.amount::text as amount, p.state,
          p.bank_reference, p.failure_reason, coalesce(p.account_last4, a.number_last4) as number_last4
        from public.payouts p join public.businesses b on b.id = p.business_id
        left join public.business_bank_accounts a on a.business_id = p.business_id
        where p.id = ${payoutId}::uuid`),
    );
    if (!p) return null;
    return {
      businessName: p.name,
      period: p.period,
      amountCents: toCents(p.amount),
      state: p.state,
      bankReference: p.bank_reference,
      failureReason: p.failure_reason,
      last4: p.number_last4,
      owners: await ownersOf(tx, p.business_id),
    };
  });
}

export interface BankAccountMail {
  businessName: string;
  bank: string;
  accountType: string;
  last4: string;
  owners: Owner[];
}

/** For the change e-mail (a job, system path): the business, its masked account and its owners. */
export async function bankAccountMail(businessId: string): Promise<BankAccountMail | null> {
  return runAsSystem(async (tx) => {
    const [account] = rowsOf<{ name: string; bank: string; account_type: string; number_last4: string }>(
      await tx.execute(sql`select b.name, a.bank, a.account_type, a.number_last4
        from public.business_bank_accounts a join public.businesses b on b.id = a.business_id
        where a.business_id = ${businessId}::uuid`),
    );
    if (!account) return null;
    return {
      businessName: account.name,
      bank: account.bank,
      accountType: account.account_type,
      last4: account.number_last4,
      owners: await ownersOf(tx, businessId),
    };
  });
}

/** Stores the confirmation token's hash for the account as changed at `changedAt` (false: it changed again or was confirmed). */
export async function storeConfirmTokenHash(businessId: string, changedAt: string, hash: string): Promise<boolean> {
  return runAsSystem(async (tx) => {
    const [row] = rowsOf<{ ok: boolean }>(
      await tx.execute(
        sql`select public.set_bank_account_confirm_token(${businessId}::uuid, ${changedAt}::timestamptz, ${hash}) as ok`,
      ),
    );
    return row?.ok === true;
  });
}

import "server-only";
import { bankAccountConfirmToken, confirmTokenHash } from "@/lib/ledger/crypto/bank-account-confirm";
import { bankAccountMail, payoutMail, storeConfirmTokenHash } from "@/lib/ledger/data/payout-mail";
import { buildBankAccountEmail, buildPayoutEmail } from "@/lib/ledger/email/payout-mail";
import { sendMailOnce } from "@/lib/jobs/data/mail";
import type { JobHandler } from "@/lib/jobs/types";
import { userLanguage } from "@/lib/data/orders/buyer-language";
import { withLocale } from "@/lib/i18n/page-locale";

// Each owner reads these in the language of their profile (profiles.locale).

/** Each step of a payout, mailed to each owner once (the key is payout, step and owner). */
export const sendPayoutEmailJob: JobHandler<"send_payout_email"> = async ({ payoutId, state }, { jobId }) => {
  const payout = await payoutMail(payoutId);
  if (!payout) return;
  for (const owner of payout.owners) {
    const email = withLocale(await userLanguage(owner.userId), () => buildPayoutEmail(payout, state));
    await sendMailOnce(`payout:${payoutId}:${state}:${owner.userId}`, { to: owner.email, ...email }, jobId);
  }
};

/**
 * A change of the bank account, mailed to every owner (the one who made it included: if it was
 * not them, this is how they learn of it within the 48-hour hold), with the link an owner signs in
 * to confirm it: until then no payout goes to it and those already scheduled stay held.
 */
export const sendBankAccountEmailJob: JobHandler<"send_bank_account_email"> = async (
  { businessId, changedAt },
  { jobId },
) => {
  const account = await bankAccountMail(businessId);
  if (!account) return;
  const token = bankAccountConfirmToken(businessId, changedAt);
  const current = await storeConfirmTokenHash(businessId, changedAt, confirmTokenHash(token));
  for (const owner of account.owners) {
    const email = withLocale(await userLanguage(owner.userId), () =>
      buildBankAccountEmail(account, changedAt, businessId, current ? token : null),
    );
    await sendMailOnce(`bank-account:${businessId}:${changedAt}:${owner.userId}`, { to: owner.email, ...email }, jobId);
  }
};

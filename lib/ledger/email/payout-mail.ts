import "server-only";
// The owner's payout e-mails: each step of a payout, and a change of the business's bank account.
// Pure builders (the jobs in lib/ledger/jobs/payout-mail.ts send them); the number is only ever
// shown masked, and links use the configured origin, never a request's Host.
import type { BankAccountMail, PayoutMail } from "@/lib/ledger/data/payout-mail";
import { bankName, maskedNumber } from "@/lib/ledger/rules/bank-accounts";
import { formatQuetzales } from "@/lib/domain/money";
import { message } from "@/lib/i18n/messages";
import { mailDate, mailDateTime } from "@/lib/email/format";
import type { Email } from "@/lib/email/mailer";
import { pageUrl } from "@/lib/i18n/page-href";

type Built = Omit<Email, "to">;

export function buildPayoutEmail(p: PayoutMail, state: PayoutMail["state"]): Built {
  const values = {
    business: p.businessName,
    amount: formatQuetzales(p.amountCents),
    period: mailDate(`${p.period}T12:00:00Z`),
    masked: p.last4 ? maskedNumber(p.last4) : "",
    reference: p.bankReference ?? "",
    reason: p.failureReason ?? "",
    link: pageUrl("/vendedor/pagos"),
  };
  return {
    subject: message(`sellerPayouts.email.subject.${state}`, values),
    text: message(`sellerPayouts.email.body.${state}`, values),
  };
}

export function buildBankAccountEmail(
  a: BankAccountMail,
  changedAt: string,
  businessId: string,
  confirmToken: string | null,
): Built {
  const confirmUrl = new URL(pageUrl("/vendedor/confirmar-cuenta"));
  confirmUrl.search = new URLSearchParams({ token: confirmToken ?? "", negocio: businessId }).toString();
  const values = {
    business: a.businessName,
    when: mailDateTime(changedAt),
    bank: bankName(a.bank),
    type: message(`bankAccount.types.${a.accountType}`).toLowerCase(),
    masked: maskedNumber(a.last4),
    link: pageUrl(`/negocio/${businessId}/editar#cuenta-bancaria`),
  };
  // No link when the account changed again since (that change's own e-mail carries one).
  const confirm = confirmToken
    ? message("bankAccountEmail.confirm", { url: confirmUrl.toString() })
    : message("bankAccountEmail.superseded");
  return {
    subject: message("bankAccountEmail.subject", values),
    text: message("bankAccountEmail.body", { ...values, confirm }),
  };
}

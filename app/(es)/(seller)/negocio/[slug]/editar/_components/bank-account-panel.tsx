import { dateFormat } from "@/lib/i18n/intl-format";
import { getTranslations } from "@/lib/i18n/server";
import type { BankAccountView } from "@/lib/ledger/data/bank-accounts";
import { bankName, maskedNumber } from "@/lib/ledger/rules/bank-accounts";
import { formatNit } from "@/lib/domain/nit";
import { TIME_ZONE } from "@/lib/i18n/request";
import { BankAccountForm } from "./bank-account-form";

const whenFormat = () => dateFormat({ timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

/**
 * The bank account payouts go to, on the edit page of the business's owner only (the page renders
 * it for the owner; row level security gives anyone else no row). Shown masked: ****1234.
 */
export async function BankAccountPanel({
  account,
  businessId,
  now = new Date(),
}: {
  account: BankAccountView | null;
  businessId: string;
  now?: Date;
}) {
  const [t, tHold] = await Promise.all([getTranslations("bankAccount"), getTranslations("payoutHold")]);
  const onHold = account !== null && account.holdUntil > now;
  return (
    <section id="cuenta-bancaria" className="grid gap-3 rounded-xl border p-4" aria-labelledby="bank-account-title">
      <h2 id="bank-account-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {account ? (
        <dl className="grid gap-1 rounded-lg bg-muted/50 p-3 text-sm" data-testid="bank-account-current">
          <dt className="font-medium">{t("current")}</dt>
          <dd>
            {bankName(account.bank)} · {t(`types.${account.accountType}`)} ·{" "}
            <span data-testid="bank-account-masked">{maskedNumber(account.last4)}</span>
          </dd>
          <dd>
            {account.holderName} · NIT {formatNit(account.holderNit)}
          </dd>
        </dl>
      ) : (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="bank-account-missing"
        >
          {t("missingNotice")}
        </p>
      )}
      {account && account.confirmedAt === null ? (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="bank-account-unconfirmed"
        >
          {tHold("unconfirmed")}
        </p>
      ) : null}
      {onHold ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="bank-account-hold">
          {t("holdNotice", { until: whenFormat().format(account.holdUntil) })}
        </p>
      ) : null}
      <BankAccountForm
        businessId={businessId}
        hasAccount={account !== null}
        initial={{
          bank: account?.bank ?? "",
          accountType: account?.accountType ?? "monetaria",
          holderName: account?.holderName ?? "",
          holderNit: account ? formatNit(account.holderNit) : "",
        }}
      />
    </section>
  );
}

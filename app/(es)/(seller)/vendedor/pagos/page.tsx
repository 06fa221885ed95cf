// A business's money: pending (refund window open), available (next payout), in transit (paid
// out, not yet confirmed by the bank), and its payouts with the ledger lines each covers; the
// history as CSV. Owners and managers only (the database refuses anyone else).
import Link from "@/components/i18n/link";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { buttonVariants } from "@/components/ui/button";
import { BusinessRangeNav } from "@/components/seller/analytics/business-range-nav";
import { SellerReportHeader, SellerReportNoBusiness } from "@/components/seller/analytics/seller-report-header";
import { getBankAccount } from "@/lib/ledger/data/bank-accounts";
import { getBusinessBalances } from "@/lib/ledger/data/journal";
import { payoutInvoices } from "@/lib/fel/data/views";
import { getPayoutLines, listPayouts } from "@/lib/ledger/data/payouts";
import { formatQuetzales } from "@/lib/domain/money";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { chooseBusiness } from "../_lib/chosen-business";
import { PayoutInvoice } from "./_components/payout-invoice";

export const dynamic = "force-dynamic";
const PATH = "/vendedor/pagos";

export const generateMetadata = privatePageMetadata("sellerPayouts", PATH);

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SellerPayoutsPage({ searchParams }: Props) {
  const params = await searchParams;
  const [t, tHold, format, { caller, businesses, business }] = await Promise.all([
    getTranslations("sellerPayouts"),
    getTranslations("payoutHold"),
    getFormatter(),
    chooseBusiness(PATH, params.negocio),
  ]);
  const balances = business ? await getBusinessBalances(caller, business.id) : null;
  const payouts = business && balances ? await listPayouts(caller, { businessId: business.id, limit: 24 }) : [];
  const [lines, invoices] = await Promise.all([
    Promise.all(payouts.map((p) => getPayoutLines(caller, p.id))),
    payoutInvoices(
      caller,
      payouts.map((p) => p.id),
    ),
  ]);
  // Only the owner sees (and can fix) the account; a missing or just-changed one holds the payouts.
  const account = business?.role === "owner" ? await getBankAccount(caller, business.id) : undefined;
  const accountNotice =
    account === null ? "accountMissing" : account && account.holdUntil > new Date() ? "accountHeld" : null;
  const day = (d: Date) => format.dateTime(d, { dateStyle: "medium", timeZone: "America/Guatemala" });

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5 px-4 py-8">
      <SellerReportHeader title={t("title")} subtitle={t("subtitle")} businessName={business?.name} />
      {!business ? (
        <SellerReportNoBusiness />
      ) : (
        <>
          <BusinessRangeNav basePath={PATH} businesses={businesses} businessId={business.id} />
          {!balances ? (
            <p role="alert">{t("notAllowed")}</p>
          ) : (
            <>
              <dl className="grid gap-3 sm:grid-cols-3" data-testid="payout-balances">
                {(
                  [
                    ["pending", balances.pendingCents],
                    ["available", balances.availableCents],
                    ["inTransit", balances.inTransitCents],
                  ] as const
                ).map(([key, cents]) => (
                  <div key={key} className="rounded-xl border bg-card p-4 shadow-sm" data-testid={`balance-${key}`}>
                    <dt className="text-xs text-muted-foreground">{t(`balances.${key}`)}</dt>
                    <dd className="text-2xl font-bold tabular-nums">{formatQuetzales(cents)}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-xs text-muted-foreground">{t("rule")}</p>
              {accountNotice && business ? (
                <p
                  role="status"
                  className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
                  data-testid="payout-account-notice"
                >
                  {t(accountNotice)}{" "}
                  <Link href={`/negocio/${business.id}/editar#cuenta-bancaria`} className="font-medium underline">
                    {t("accountLink")}
                  </Link>
                </p>
              ) : null}
              <div className="flex items-center justify-between gap-3">
                <h2 className="text-lg font-semibold">{t("history")}</h2>
                <a
                  href={`${PATH}/csv?negocio=${business.id}`}
                  download
                  className={buttonVariants({ size: "sm" })}
                  data-testid="payouts-csv"
                >
                  {t("download")}
                </a>
              </div>
              {payouts.length === 0 ? (
                <p>{t("empty")}</p>
              ) : (
                <ul className="grid gap-3" data-testid="payout-history">
                  {payouts.map((p, i) => (
                    <li
                      key={p.id}
                      className="rounded-xl border bg-card p-4 shadow-sm"
                      data-testid={`seller-payout-${p.id}`}
                    >
                      <details>
                        <summary className="flex cursor-pointer flex-wrap justify-between gap-2">
                          <span>{day(new Date(`${p.period}T12:00:00Z`))}</span>
                          <span className="font-semibold tabular-nums">{formatQuetzales(p.amountCents)}</span>
                          <span data-testid="payout-state">{t(`states.${p.state}`)}</span>
                          {p.bankReference ? <span>{t("reference", { reference: p.bankReference })}</span> : null}
                          {p.failureReason ? <span>{t("reason", { reason: p.failureReason })}</span> : null}
                          {p.heldReason ? <span data-testid="payout-held">{tHold(p.heldReason)}</span> : null}
                        </summary>
                        <table className="mt-3 w-full text-left text-sm tabular-nums">
                          <caption className="sr-only">{t("linesCaption")}</caption>
                          <thead>
                            <tr className="border-b">
                              <th scope="col" className="px-2 py-1 font-medium">
                                {t("lineDate")}
                              </th>
                              <th scope="col" className="px-2 py-1 font-medium">
                                {t("lineKind")}
                              </th>
                              <th scope="col" className="px-2 py-1 text-right font-medium">
                                {t("lineAmount")}
                              </th>
                            </tr>
                          </thead>
                          <tbody>
                            {lines[i]!.map((l) => (
                              <tr key={l.lineId} className="border-b" data-testid="payout-line">
                                <td className="px-2 py-1">{day(l.createdAt)}</td>
                                <td className="px-2 py-1">
                                  {t(`lineKinds.${l.sourceKind === "refund" ? "refund" : "voucher"}`)}
                                </td>
                                <td className="px-2 py-1 text-right">{formatQuetzales(l.amountCents)}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                        <PayoutInvoice invoice={invoices.get(p.id)} />
                      </details>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}

// A business's monthly statement: gross sales, refunds, the marketplace's commission at
// the business's stored rate, and the net owed; downloadable as CSV. Owners and managers only.
import { intlLocale } from "@/lib/i18n/intl-format";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { buttonVariants } from "@/components/ui/button";
import { BusinessRangeNav } from "@/components/seller/analytics/business-range-nav";
import { SellerReportHeader, SellerReportNoBusiness } from "@/components/seller/analytics/seller-report-header";
import { getBusinessStatement } from "@/lib/data/admin/analytics";
import { formatValue, monthName } from "@/lib/domain/analytics-format";
import { formatRate, statementTotals } from "@/lib/ledger/rules/statement";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { chooseBusiness } from "../_lib/chosen-business";

export const dynamic = "force-dynamic";
const PATH = "/vendedor/estado-de-cuenta";

export const generateMetadata = privatePageMetadata("sellerStatement", PATH);

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const money = (cents: number) => formatValue(cents, "money");

export default async function SellerStatementPage({ searchParams }: Props) {
  const params = await searchParams;
  const [t, { caller, businesses, business }] = await Promise.all([
    getTranslations("sellerStatement"),
    chooseBusiness(PATH, params.negocio),
  ]);
  const months = business ? await getBusinessStatement(caller, business.id) : null;
  const totals = months ? statementTotals(months) : null;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5 px-4 py-8">
      <SellerReportHeader title={t("title")} subtitle={t("subtitle")} businessName={business?.name} />
      {!business ? (
        <SellerReportNoBusiness />
      ) : (
        <>
          <BusinessRangeNav basePath={PATH} businesses={businesses} businessId={business.id} />
          {!months || !totals ? (
            <p role="alert">{t("notAllowed")}</p>
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm" data-testid="commission-rate">
                  {t("rate", { rate: formatRate(months[0]?.commissionRate ?? 0.15) })}
                </p>
                <div className="flex gap-3">
                  <Link
                    href={`/vendedor/estadisticas?negocio=${business.id}`}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    {t("analyticsLink")}
                  </Link>
                  <Link
                    href={`/vendedor/pagos?negocio=${business.id}`}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    {t("payoutsLink")}
                  </Link>
                  <a
                    href={`${PATH}/csv?negocio=${business.id}`}
                    download
                    className={buttonVariants({ size: "sm" })}
                    data-testid="statement-csv"
                  >
                    {t("download")}
                  </a>
                </div>
              </div>
              <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
                <table className="w-full text-left text-sm tabular-nums" data-testid="statement-table">
                  <caption className="sr-only">{t("title")}</caption>
                  <thead>
                    <tr className="border-b">
                      {(["month", "gross", "refunds", "commission", "net"] as const).map((k, i) => (
                        <th key={k} scope="col" className={`px-3 py-2 font-medium ${i > 0 ? "text-right" : ""}`}>
                          {t(k)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {months.map((m) => (
                      <tr key={m.month} className="border-b">
                        <th scope="row" className="px-3 py-2 font-normal capitalize">
                          {monthName(m.month, intlLocale())}
                        </th>
                        <td className="px-3 py-2 text-right">{money(m.grossCents)}</td>
                        <td className="px-3 py-2 text-right">{money(m.refundsCents)}</td>
                        <td className="px-3 py-2 text-right">{money(m.commissionCents)}</td>
                        <td className="px-3 py-2 text-right font-medium">{money(m.netCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr className="font-semibold">
                      <th scope="row" className="px-3 py-2">
                        {t("total")}
                      </th>
                      <td className="px-3 py-2 text-right">{money(totals.grossCents)}</td>
                      <td className="px-3 py-2 text-right">{money(totals.refundsCents)}</td>
                      <td className="px-3 py-2 text-right">{money(totals.commissionCents)}</td>
                      <td className="px-3 py-2 text-right" data-testid="statement-net-total">
                        {money(totals.netCents)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
              <p className="text-xs text-muted-foreground">{t("amountsNote")}</p>
            </>
          )}
        </>
      )}
    </div>
  );
}

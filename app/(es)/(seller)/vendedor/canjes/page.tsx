// A business's redemptions record: every voucher redeemed at its counter with the time (Guatemala),
// the masked code, the coupon, the member and the branch, filtered by days, branch and member, and
// downloadable as CSV. Owners and managers see the business's and may undo one of the last 10
// minutes; an editor or a cashier sees their own (the database decides, lib/data/orders/counter.ts).
import { redirectToSignIn } from "@/lib/i18n/page-redirect";
import { BusinessRangeNav } from "@/components/seller/analytics/business-range-nav";
import { SellerReportHeader } from "@/components/seller/analytics/seller-report-header";
import { buttonVariants } from "@/components/ui/button";
import { getSession } from "@/lib/auth/session";
import { canUndoRedemption, redemptionFiltersQuery } from "@/lib/domain/redemption-filters";
import { maskCode } from "@/lib/domain/redemptions-csv";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { RedemptionFilters } from "./_components/redemption-filters";
import { UndoRedemptionButton } from "./_components/undo-redemption-button";
import { loadRedemptionRecord } from "./_lib/record";

export const dynamic = "force-dynamic";
const PATH = "/vendedor/canjes";

export const generateMetadata = privatePageMetadata("sellerRedemptions", PATH);

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function RedemptionsPage({ searchParams }: Props) {
  const [t, format, params, { user, caller }] = await Promise.all([
    getTranslations("sellerRedemptions"),
    getFormatter(),
    searchParams,
    getSession(),
  ]);
  if (!user || caller.role !== "authenticated") redirectToSignIn(PATH);
  const { businesses, business, filters, rows, branches, members } = await loadRedemptionRecord(caller, params);
  const manages = business?.role === "owner" || business?.role === "manager";
  const now = new Date();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5 px-4 py-8">
      <SellerReportHeader title={t("title")} subtitle={t("subtitle")} businessName={business?.name} />
      {!business ? (
        <p role="alert">{t("noBusiness")}</p>
      ) : (
        <>
          <BusinessRangeNav basePath={PATH} businesses={businesses} businessId={business.id} />
          <RedemptionFilters
            path={PATH}
            businessId={business.id}
            filters={filters}
            branches={branches}
            members={members}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground" data-testid="redemptions-count">
              {t("count", { count: rows.length })}
            </p>
            <a
              href={`${PATH}/csv?${redemptionFiltersQuery(business.id, filters)}`}
              download
              className={buttonVariants({ size: "sm", variant: "outline" })}
              data-testid="redemptions-csv"
            >
              {t("download")}
            </a>
          </div>
          {rows.length === 0 ? (
            <p data-testid="redemptions-empty">{t("empty")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("title")}</caption>
                <thead className="border-b text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("columns.date")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("columns.code")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("columns.coupon")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("columns.member")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("columns.branch")}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {t("columns.state")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} className="border-b align-top" data-testid="redemption-row">
                      <td className="py-2 pr-3 whitespace-nowrap">{when(r.redeemedAt)}</td>
                      <td className="py-2 pr-3 font-mono">{maskCode(r.codeLast4)}</td>
                      <td className="py-2 pr-3">{r.couponTitle}</td>
                      <td className="py-2 pr-3">{r.memberName}</td>
                      <td className="py-2 pr-3">{r.branchName ?? t("noBranch")}</td>
                      <td className="py-2" data-testid="redemption-state">
                        {r.undoneAt ? (
                          t("undoneAt", { date: when(r.undoneAt) })
                        ) : (
                          <span className="inline-flex flex-wrap items-center gap-2">
                            {t("redeemed")}
                            {manages && canUndoRedemption(r, now) && <UndoRedemptionButton redemptionId={r.id} />}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}

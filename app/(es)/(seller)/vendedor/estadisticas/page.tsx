// A business's analytics: per Guatemala day over 7, 30 or 90 days, with totals, the
// change against the previous period and the best-selling coupons. Per user: rendered on every
// request, kept out of the index. Owners and managers see the business, editors their own coupons
// (the database function decides).
import { intlLocale } from "@/lib/i18n/intl-format";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { BusinessRangeNav } from "@/components/seller/analytics/business-range-nav";
import { SellerReportHeader, SellerReportNoBusiness } from "@/components/seller/analytics/seller-report-header";
import { ChartCard } from "@/components/seller/analytics/chart-card";
import { KpiGrid } from "@/components/seller/analytics/kpi-grid";
import { TopCoupons } from "@/components/seller/analytics/top-coupons";
import { getBusinessAnalytics } from "@/lib/data/admin/analytics";
import { parseRange } from "@/lib/domain/analytics";
import { shortDay } from "@/lib/domain/analytics-format";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { chooseBusiness } from "../_lib/chosen-business";

export const dynamic = "force-dynamic";
const PATH = "/vendedor/estadisticas";

export const generateMetadata = privatePageMetadata("sellerAnalytics", PATH);

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SellerAnalyticsPage({ searchParams }: Props) {
  const params = await searchParams;
  const [t, { caller, businesses, business }] = await Promise.all([
    getTranslations("sellerAnalytics"),
    chooseBusiness(PATH, params.negocio),
  ]);
  const range = parseRange(params.dias);
  const data = business ? await getBusinessAnalytics(caller, business.id, range) : null;
  const m = (key: string) => t(`metrics.${key}`);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5 px-4 py-8">
      <SellerReportHeader title={t("title")} subtitle={t("subtitle")} businessName={business?.name} />
      {!business ? (
        <SellerReportNoBusiness />
      ) : (
        <>
          <BusinessRangeNav basePath={PATH} businesses={businesses} businessId={business.id} range={range} />
          {!data ? (
            <p role="alert">{t("notAllowed")}</p>
          ) : (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-muted-foreground">
                <p>
                  {t("periodLabel", {
                    from: shortDay(data.current.from, intlLocale()),
                    to: shortDay(data.current.to, intlLocale()),
                  })}
                </p>
                {business.role === "editor" ? (
                  <p>{t("editorNote")}</p>
                ) : (
                  <Link
                    href={`/vendedor/estado-de-cuenta?negocio=${business.id}`}
                    className="font-medium text-primary underline underline-offset-2"
                  >
                    {t("statementLink")}
                  </Link>
                )}
              </div>
              <KpiGrid comparison={data.comparison} />
              <div className="grid gap-4 md:grid-cols-2" data-testid="analytics-charts">
                <ChartCard
                  id="grafica-visitas"
                  title={t("charts.traffic")}
                  kind="line"
                  valueKind="count"
                  days={data.days}
                  series={[
                    { key: "views", label: m("views") },
                    { key: "uniqueViewers", label: m("uniqueViewers") },
                  ]}
                />
                <ChartCard
                  id="grafica-ventas"
                  title={t("charts.sales")}
                  kind="bar"
                  valueKind="count"
                  days={data.days}
                  series={[
                    { key: "orders", label: m("orders") },
                    { key: "units", label: m("units") },
                  ]}
                />
                <ChartCard
                  id="grafica-ingresos"
                  title={t("charts.revenue")}
                  kind="bar"
                  valueKind="money"
                  days={data.days}
                  series={[
                    { key: "grossCents", label: m("grossCents") },
                    { key: "refundsCents", label: m("refundsCents") },
                  ]}
                />
                <ChartCard
                  id="grafica-canjes"
                  title={t("charts.redeemed")}
                  kind="bar"
                  valueKind="count"
                  days={data.days}
                  series={[{ key: "redeemed", label: m("redeemed") }]}
                />
                <ChartCard
                  id="grafica-compradores-por-100"
                  title={t("charts.buyersPer100Viewers")}
                  kind="line"
                  valueKind="perHundred"
                  days={data.days}
                  series={[{ key: "buyersPer100Viewers", label: m("buyersPer100Viewers") }]}
                />
              </div>
              <TopCoupons coupons={data.top} />
              <p className="text-xs text-muted-foreground">{t("notes")}</p>
            </>
          )}
        </>
      )}
    </div>
  );
}

// The range's best-selling coupons by revenue, with units and views.
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import type { TopCoupon } from "@/lib/data/admin/analytics";
import { formatValue } from "@/lib/domain/analytics-format";

export async function TopCoupons({ coupons }: { coupons: TopCoupon[] }) {
  const t = await getTranslations("sellerAnalytics.top");
  return (
    <section aria-labelledby="top-cupones" className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="top-cupones" className="mb-3 text-lg font-semibold">
        {t("title")}
      </h2>
      {coupons.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm tabular-nums" data-testid="top-coupons">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t("coupon")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  {t("units")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  {t("gross")}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t("views")}
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((c) => (
                <tr key={c.couponId} className="border-b last:border-0">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    <Link href={`/cupon/${c.couponId}`} className="underline-offset-2 hover:underline">
                      {c.title}
                    </Link>
                  </th>
                  <td className="py-1.5 pr-3 text-right">{formatValue(c.units, "count")}</td>
                  <td className="py-1.5 pr-3 text-right">{formatValue(c.grossCents, "money")}</td>
                  <td className="py-1.5 text-right">{formatValue(c.views, "count")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

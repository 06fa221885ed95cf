import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { CouponCard } from "@/components/coupons/coupon-card";
import type { CouponSummary } from "@/lib/data/coupon-summary";
import { CouponRow } from "./coupon-row";
import type { ResultsView } from "./query-string";


/**
 * Results as cards (grid) or rows (list). The shared card is completed with the fields SPEC asks
 * of a search result that it does not show: 'Válido hasta {date}' and 'Ver cupón'.
 */
export async function CouponResults({ items, view }: { items: CouponSummary[]; view: ResultsView }) {
  if (view === "list") {
    return (
      <ul className="flex flex-col gap-3" data-view="list">
        {items.map((c) => <li key={c.id}><CouponRow coupon={c} /></li>)}
      </ul>
    );
  }
  const [t, format] = await Promise.all([getTranslations("searchPage"), getFormatter()]);
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" data-view="grid">
      {items.map((c, i) => (
        <li key={c.id} className="flex flex-col gap-2">
          <div className="flex flex-1 flex-col [&>article]:flex-1">
            <CouponCard coupon={c} priority={i < 2} />
          </div>
          <div className="flex items-center justify-between gap-2 px-1 text-xs text-muted-foreground">
            <span>{t("validUntil", { date: format.dateTime(new Date(c.endTime), { dateStyle: "medium" }) })}</span>
            <Link href={`/cupon/${c.id}`} className="font-medium text-primary hover:underline">{t("viewCoupon")}</Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

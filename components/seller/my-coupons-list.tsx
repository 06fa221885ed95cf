import { dateFormat } from "@/lib/i18n/intl-format";
import Link from "@/components/i18n/link";
import { Flame } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";

import type { CouponSales } from "@/lib/data/orders/vouchers";
import type { MyCoupon } from "@/lib/data/catalogue/seller-coupons";
import { formatQuetzales } from "@/lib/domain/money";
import { sellerCouponStatus, type SellerCouponStatus } from "@/lib/domain/seller-coupon-status";
import { TIME_ZONE } from "@/lib/i18n/request";
import { renderTimeMs } from "@/lib/render-time";
import { cn } from "@/lib/utils";
import { PauseCouponButton } from "./pause-coupon-button";

// "15 jun 2027, 6:30 p. m." on Guatemala's clock (es-GT's dateStyle "medium" is all digits).
const endFormat = () =>
  dateFormat({
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

const STATUS_STYLE: Record<SellerCouponStatus, string> = {
  active: "bg-primary/10 text-primary",
  paused: "bg-muted text-muted-foreground",
  expired: "bg-destructive/10 text-destructive",
  soldOut: "bg-orange-100 text-orange-800",
  inReview: "bg-amber-100 text-amber-900",
  removed: "bg-destructive/10 text-destructive",
};

/** 'Mis cupones', newest first, with real sales and redemptions. */
export async function MyCouponsList({
  coupons,
  sales,
}: {
  coupons: readonly MyCoupon[];
  sales: Record<string, CouponSales>;
}) {
  const t = await getTranslations("sellerPanel.list");
  if (coupons.length === 0) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  const now = renderTimeMs();

  return (
    <ul className="grid gap-3" aria-label={t("title")}>
      {coupons.map((c) => {
        const status = sellerCouponStatus(c, now);
        const counts = sales[c.id] ?? { sold: 0, redeemed: 0 };
        return (
          <li
            key={c.id}
            data-testid="my-coupon"
            className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  data-testid="my-coupon-status"
                  className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", STATUS_STYLE[status])}
                >
                  {t(`statuses.${status}`)}
                </span>
                {c.isFlashSale && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-flash px-2 py-0.5 text-xs font-semibold text-flash-foreground">
                    <Flame aria-hidden className="size-3" />
                    {t("flash")}
                  </span>
                )}
                <h3 className="truncate font-semibold">{c.title}</h3>
              </div>
              <p className="text-sm">
                {c.originalPriceCents !== null && (
                  <s className="mr-2 text-muted-foreground">{formatQuetzales(c.originalPriceCents)}</s>
                )}
                <strong>{formatQuetzales(c.discountPriceCents)}</strong>
                {c.businessName ? <span className="text-muted-foreground"> · {c.businessName}</span> : null}
              </p>
              <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                <span>
                  {t("ends")}: <time dateTime={c.endTime}>{endFormat().format(new Date(c.endTime))}</time>
                </span>
                <span>{t("remaining", { remaining: c.remaining, total: c.totalStock })}</span>
                <span>{t("sold", { n: counts.sold })}</span>
                <span>{t("redeemed", { n: counts.redeemed })}</span>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {status !== "expired" && status !== "inReview" && status !== "removed" && (
                <PauseCouponButton id={c.id} paused={c.status === "paused"} title={c.title} />
              )}
              <Link
                href={`/vendedor/cupones/${c.id}/editar`}
                className="inline-flex h-8 items-center rounded-md border px-3 text-sm font-medium hover:bg-muted"
                aria-label={`${t("edit")}: ${c.title}`}
              >
                {t("edit")}
              </Link>
              {status === "active" && (
                <Link
                  href={`/cupon/${c.id}`}
                  className="inline-flex h-8 items-center rounded-md px-3 text-sm text-primary hover:underline"
                >
                  {t("view")}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

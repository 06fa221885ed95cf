import { formatDistance } from "@/lib/places/rules/distance";
import Link from "@/components/i18n/link";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import { formatQuetzales } from "@/lib/domain/money";
import { UsdHint } from "@/components/money/usd-rate";

/** A coupon as one row (the list view of /buscar and the category pages), with the same fields as the card. */
export async function CouponRow({ coupon }: { coupon: CouponSummary }) {
  const [t, tc, format] = await Promise.all([getTranslations("searchPage"), getTranslations("coupon"), getFormatter()]);
  return (
    <article className="flex gap-4 rounded-xl border bg-card p-3 shadow-sm">
      <Link
        href={`/cupon/${coupon.id}`}
        className="relative block w-28 shrink-0 overflow-hidden rounded-lg bg-muted sm:w-40"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG illustrations need no optimisation */}
        <img
          src={coupon.imageUrl ?? "/images/coupons/default.svg"}
          alt={coupon.title}
          width={160}
          height={120}
          loading="lazy"
          className="aspect-[4/3] h-full w-full object-cover"
        />
        {coupon.discountPercent > 0 && (
          <span className="absolute top-1 left-1 rounded-full bg-destructive px-2 py-0.5 text-xs font-bold text-destructive-foreground">
            -{coupon.discountPercent}%
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center gap-2">
          {coupon.isFlashSale && (
            <span className="rounded-full bg-flash px-2 py-0.5 text-xs font-bold text-flash-foreground">
              {tc("flash")}
            </span>
          )}
          {coupon.businessName && (
            <span className="truncate text-xs font-medium text-muted-foreground">{coupon.businessName}</span>
          )}
          {coupon.distanceMeters !== undefined && (
            <span className="shrink-0 text-xs text-muted-foreground" data-testid="coupon-distance">
              {formatDistance(coupon.distanceMeters)}
            </span>
          )}
        </div>
        <h3 className="line-clamp-1 font-semibold">
          <Link href={`/cupon/${coupon.id}`} className="hover:underline">
            {coupon.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{coupon.description || tc("noDescription")}</p>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-lg font-bold text-primary">{formatQuetzales(coupon.discountPriceCents)}</span>
          <UsdHint cents={coupon.discountPriceCents} />
          {coupon.originalPriceCents !== null && (
            <span className="text-xs text-muted-foreground line-through">
              {formatQuetzales(coupon.originalPriceCents)}
            </span>
          )}
          <span className="text-xs text-muted-foreground">
            {t("validUntil", { date: format.dateTime(new Date(coupon.endTime), { dateStyle: "medium" }) })}
          </span>
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs font-semibold text-orange-700">
            {coupon.remaining > 0 ? tc("onlyLeft", { n: coupon.remaining }) : tc("soldOut")}
          </span>
          <Link
            href={`/cupon/${coupon.id}`}
            className="rounded-md bg-primary px-3 py-1 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          >
            {t("viewCoupon")}
          </Link>
        </div>
      </div>
    </article>
  );
}

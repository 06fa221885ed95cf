import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { CouponSummary } from "@/lib/data/coupons";
import { formatQuetzales } from "@/lib/domain/money";
import { stockLevel } from "@/lib/domain/stock";

interface CouponCardProps {
  coupon: CouponSummary;
  /** The first cards of a page load eagerly (LCP); the rest lazily. */
  priority?: boolean;
}

export async function CouponCard({ coupon, priority = false }: CouponCardProps) {
  const t = await getTranslations("coupon");
  const level = stockLevel(coupon.remaining);
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md">
      <Link href={`/cupon/${coupon.id}`} className="relative block aspect-[4/3] overflow-hidden bg-muted">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG illustrations need no optimisation */}
        <img
          src={coupon.imageUrl ?? "/images/coupons/default.svg"}
          alt={coupon.title}
          width={400}
          height={300}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="h-full w-full object-cover transition group-hover:scale-105"
        />
        {coupon.discountPercent > 0 && (
          <span className="absolute left-2 top-2 rounded-full bg-destructive px-2 py-0.5 text-xs font-bold text-destructive-foreground">
            -{coupon.discountPercent}%
          </span>
        )}
        {coupon.isFlashSale && (
          <span className="absolute right-2 top-2 rounded-full bg-flash px-2 py-0.5 text-xs font-bold text-flash-foreground">{t("flash")}</span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3">
        {coupon.businessName && <p className="text-xs font-medium text-muted-foreground">{coupon.businessName}</p>}
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug">
          <Link href={`/cupon/${coupon.id}`} className="hover:underline">
            {coupon.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-xs text-muted-foreground">{coupon.description || t("noDescription")}</p>
        <div className="mt-auto flex items-baseline gap-2">
          <span className="text-lg font-bold text-primary">{formatQuetzales(coupon.discountPriceCents)}</span>
          {coupon.originalPriceCents !== null && (
            <span className="text-xs text-muted-foreground line-through">{formatQuetzales(coupon.originalPriceCents)}</span>
          )}
        </div>
        {coupon.remaining === 0 ? (
          <p className="text-xs font-semibold text-destructive">{t("soldOut")}</p>
        ) : level !== "normal" ? (
          <p className={level === "critical" ? "text-xs font-semibold text-destructive" : "text-xs font-semibold text-orange-600"}>
            {t("onlyLeft", { n: coupon.remaining })}
          </p>
        ) : null}
      </div>
    </article>
  );
}

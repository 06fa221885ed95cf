import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { buttonVariants } from "@/components/ui/button";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import { formatQuetzales } from "@/lib/domain/money";
import { cn } from "@/lib/utils";
import { CouponBadges } from "./coupon-badges";
import { CouponHeading } from "./coupon-heading";
import { CouponImage } from "./coupon-image";
import { Countdown } from "./countdown";
import { StockBar } from "./stock-bar";
import { UsdHint } from "@/components/money/usd-rate";

interface FlashCardProps {
  coupon: CouponSummary;
  /** The server's render time: the countdown's first value. */
  now: number;
  priority?: boolean;
}

/** A flash offer's card: discount badge, countdown, stock bar, 'Detalles' and 'Comprar'. */
export async function FlashCard({ coupon, now, priority = false }: FlashCardProps) {
  const t = await getTranslations("coupon");
  const href = `/cupon/${coupon.id}`;
  return (
    <article data-testid="flash-card" data-end-time={coupon.endTime} className="cc">
      <Link href={href} className="cc-media">
        <CouponImage src={coupon.imageUrl} alt={coupon.title} priority={priority}>
          <CouponBadges discountPercent={coupon.discountPercent} isFlashSale={coupon.isFlashSale} />
        </CouponImage>
        {coupon.remaining > 0 && (
          <span className="badge-left">{t("remainingBadge", { remaining: coupon.remaining })}</span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <CouponHeading href={href} title={coupon.title} businessName={coupon.businessName} />
        <div className="flex items-baseline gap-2">
          <span data-testid="price" className="cc-price">
            {formatQuetzales(coupon.discountPriceCents)}
          </span>
          <UsdHint cents={coupon.discountPriceCents} />
          {coupon.originalPriceCents !== null && (
            <span data-testid="original-price" className="cc-was">
              {formatQuetzales(coupon.originalPriceCents)}
            </span>
          )}
        </div>
        <Countdown endTime={coupon.endTime} initialNow={now} />
        <StockBar remaining={coupon.remaining} totalStock={coupon.totalStock} />
        <div className="mt-auto grid grid-cols-2 gap-2">
          <Link href={href} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("details")}
          </Link>
          {coupon.remaining > 0 ? (
            <Link
              href={href}
              data-testid="buy"
              className={cn(buttonVariants({ variant: "flash", size: "sm" }), "font-bold")}
            >
              {t("buy")}
            </Link>
          ) : (
            <span className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "opacity-60")}>
              {t("soldOut")}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

import Link from "next/link";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { CouponSummary } from "@/lib/data/coupons";
import { formatQuetzales } from "@/lib/domain/money";
import { stockLevel } from "@/lib/domain/stock";
import { AbCta } from "./ab-cta";
import { CouponBadges } from "./coupon-badges";
import { CouponHeading } from "./coupon-heading";
import { CouponImage } from "./coupon-image";
import { CouponRating } from "./coupon-rating";

interface CouponCardProps {
  coupon: CouponSummary;
  /** The first cards of a page load eagerly (LCP); the rest lazily. */
  priority?: boolean;
  /** Hide the A/B call to action (e.g. compact lists). */
  hideCta?: boolean;
}

/** SPEC 2 result card: image, badges, business, title, description, prices, rating, stock, validity, CTAs. */
export async function CouponCard({ coupon, priority = false, hideCta = false }: CouponCardProps) {
  const t = await getTranslations("coupon");
  const format = await getFormatter();
  const level = stockLevel(coupon.remaining);
  const href = `/cupon/${coupon.id}`;
  return (
    <article data-testid="coupon-card" data-end-time={coupon.endTime} className="group cc">
      <Link href={href} className="cc-media">
        <CouponImage src={coupon.imageUrl} alt={coupon.title} priority={priority} className="cc-img">
          <CouponBadges discountPercent={coupon.discountPercent} isFlashSale={coupon.isFlashSale} />
        </CouponImage>
      </Link>
      <div className="cc-body">
        <CouponHeading href={href} title={coupon.title} businessName={coupon.businessName} />
        <p className="cc-desc">{coupon.description || t("noDescription")}</p>
        <CouponRating ratingAverage={coupon.ratingAverage} reviewCount={coupon.reviewCount} />
        <div className="cc-prices">
          <span className="cc-price">{formatQuetzales(coupon.discountPriceCents)}</span>
          {coupon.originalPriceCents !== null && (
            <span className="cc-was">{formatQuetzales(coupon.originalPriceCents)}</span>
          )}
        </div>
        {coupon.remaining === 0 ? (
          <p className="text-xs font-semibold text-destructive">{t("soldOut")}</p>
        ) : level !== "normal" ? (
          <p className={level === "critical" ? "text-xs font-semibold text-destructive" : "text-xs font-semibold text-orange-700"}>
            {t("onlyLeft", { n: coupon.remaining })}
          </p>
        ) : null}
        <p className="cc-note">
          {t("validUntil", { date: format.dateTime(new Date(coupon.endTime), { day: "numeric", month: "short", year: "numeric" }) })}
        </p>
        <div className="cc-actions">
          {!hideCta && coupon.remaining > 0 && (
            <AbCta
              couponId={coupon.id}
              isFlashSale={coupon.isFlashSale}
              cartItem={coupon.isFlashSale ? undefined : { id: coupon.id, title: coupon.title, priceCents: coupon.discountPriceCents, image: coupon.imageUrl }}
            />
          )}
          <Link href={href} className="cc-link">
            {t("view")}
          </Link>
        </div>
      </div>
    </article>
  );
}

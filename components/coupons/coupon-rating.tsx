import { Star } from "@/components/ui/icons";
import { getFormatter, getTranslations } from "@/lib/i18n/server";

interface CouponRatingProps {
  ratingAverage: number | null;
  reviewCount: number;
}

/** PRODUCT 1: the real average (one decimal, SPEC 5) and review count, or that there are none. */
export async function CouponRating({ ratingAverage, reviewCount }: CouponRatingProps) {
  const t = await getTranslations("coupon");
  if (ratingAverage === null || reviewCount === 0) {
    return <p className="cc-note">{t("noReviews")}</p>;
  }
  const format = await getFormatter();
  const rating = format.number(ratingAverage, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="cc-rating" aria-label={t("ratingLabel", { rating })}>
      <Star className="star" aria-hidden />
      <span className="font-semibold">{t("rating", { rating, count: reviewCount })}</span>
    </p>
  );
}

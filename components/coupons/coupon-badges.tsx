import { getTranslations } from "@/lib/i18n/server";

interface CouponBadgesProps {
  discountPercent: number;
  isFlashSale: boolean;
}

/** The discount badge (top left) and the FLASH badge (top right) over a card's image. */
export async function CouponBadges({ discountPercent, isFlashSale }: CouponBadgesProps) {
  const t = await getTranslations("coupon");
  return (
    <>
      {discountPercent > 0 && (
        <span data-testid="discount-badge" className="badge-off">
          {t("discount", { percent: discountPercent })}
        </span>
      )}
      {isFlashSale && <span className="badge-flash">{t("flash")}</span>}
    </>
  );
}

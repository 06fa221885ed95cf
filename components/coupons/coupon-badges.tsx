import { getTranslations } from "next-intl/server";

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
        <span data-testid="discount-badge" className="absolute left-2 top-2 rounded-full bg-destructive px-2 py-0.5 text-xs font-bold text-destructive-foreground">
          {t("discount", { percent: discountPercent })}
        </span>
      )}
      {isFlashSale && (
        <span className="absolute right-2 top-2 rounded-full bg-flash px-2 py-0.5 text-xs font-bold text-flash-foreground">{t("flash")}</span>
      )}
    </>
  );
}

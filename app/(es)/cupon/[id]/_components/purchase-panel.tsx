import { getTranslations } from "@/lib/i18n/server";
import type { CouponDetail } from "@/lib/data/catalogue/coupon-detail";
import { formatQuetzales } from "@/lib/domain/money";
import { stockLevel, stockPercent } from "@/lib/domain/stock";
import { whatsappShareUrl } from "@/lib/domain/voucher-share";
import { absoluteUrl } from "@/lib/seo/metadata";
import { SPRITE_VERSION } from "@/components/ui/sprite-version";
import { PurchasePanelView } from "./purchase-panel-view";
import { spriteHref } from "./sprite-icon";

/** Price block, flash countdown, stock bar, buy / save / share and the trust labels: its texts. */
export async function PurchasePanel({ coupon }: { coupon: CouponDetail }) {
  const t = await getTranslations("couponPage");
  const holds = await getTranslations("holdLimits");
  const savings = coupon.originalPriceCents === null ? 0 : coupon.originalPriceCents - coupon.discountPriceCents;
  const url = absoluteUrl(`/cupon/${coupon.id}`);
  const stock = { remaining: coupon.remaining, total: coupon.totalStock };
  return (
    <PurchasePanelView
      data={{
        sprite: spriteHref(SPRITE_VERSION),
        item: { id: coupon.id, title: coupon.title, priceCents: coupon.discountPriceCents, image: coupon.imageUrl },
        url,
        // A plain link in the server's HTML: shares title, price and URL with no script at all.
        whatsApp: whatsappShareUrl(
          t("whatsAppText", { title: coupon.title, price: formatQuetzales(coupon.discountPriceCents), url }),
        ),
        price: formatQuetzales(coupon.discountPriceCents),
        originalPrice:
          coupon.originalPriceCents !== null && savings > 0 ? formatQuetzales(coupon.originalPriceCents) : null,
        savings: savings > 0 ? t("savings", { amount: formatQuetzales(savings), p: coupon.discountPercent }) : null,
        discount: coupon.discountPercent > 0 ? t("discountBadge", { p: coupon.discountPercent }) : null,
        flashEnds: coupon.isFlashSale ? coupon.endTime : null,
        stock: {
          ...stock,
          level: stockLevel(coupon.remaining),
          percent: stockPercent(coupon.remaining, coupon.totalStock),
          count: t("stockCount", stock),
          label: t("stockLabel", stock),
          sold: t("soldCount", { sold: coupon.sold }),
          // Held by unpaid orders: 'Agotado' while some may come back is said honestly.
          inProcess: coupon.reserved > 0 ? holds("inProcess", { count: coupon.reserved }) : null,
        },
        soldOut: coupon.remaining <= 0,
        labels: {
          price: t("price"),
          originalPrice: t("originalPrice"),
          taxNote: t("taxNote"),
          limitedTime: t("limitedTime"),
          stockTitle: t("stockTitle"),
          buy: t("buy"),
          soldOut: t("soldOut"),
          stickyBar: t("stickyBarLabel"),
          shareWhatsApp: t("shareWhatsApp"),
          trust: [t("trustSecure"), t("trustInstant"), t("trustGuarantee"), t("trustLocal")],
        },
      }}
    />
  );
}

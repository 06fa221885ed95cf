import { Clock, MessageCircle, ShieldCheck, Store, ThumbsUp, Zap } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { Button } from "@/components/ui/button";
import type { CouponDetail } from "@/lib/data/coupon-detail";
import { formatQuetzales } from "@/lib/domain/money";
import { stockLevel, stockPercent } from "@/lib/domain/stock";
import { absoluteUrl } from "@/lib/seo/metadata";
import { cn } from "@/lib/utils";
import { FlashCountdown } from "./flash-countdown";
import { SaveButton } from "./save-button";
import { ShareButton } from "./share-button";
import { StickyBuyBar } from "./sticky-buy-bar";

/** The in-page buy button's block, watched by the phone's sticky bar. */
const BUY_BLOCK_ID = "comprar";
const BAR_COLOUR = { critical: "bg-red-600", low: "bg-orange-500", normal: "bg-primary" } as const;

/** Price block, flash countdown, stock bar, buy / save / share and the trust labels. */
export async function PurchasePanel({ coupon }: { coupon: CouponDetail }) {
  const t = await getTranslations("couponPage");
  const soldOut = coupon.remaining <= 0;
  const level = stockLevel(coupon.remaining);
  const savings = coupon.originalPriceCents === null ? 0 : coupon.originalPriceCents - coupon.discountPriceCents;
  const path = `/cupon/${coupon.id}`;
  const url = absoluteUrl(path);
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(t("whatsAppText", { title: coupon.title, url }))}`;
  const trust = [
    [ShieldCheck, t("trustSecure")],
    [Zap, t("trustInstant")],
    [ThumbsUp, t("trustGuarantee")],
    [Store, t("trustLocal")],
  ] as const;

  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-3">
          <span className="sr-only">{t("price")}</span>
          <span className="text-3xl font-bold text-primary" data-testid="price">{formatQuetzales(coupon.discountPriceCents)}</span>
          {coupon.originalPriceCents !== null && savings > 0 && (
            <>
              <span className="sr-only">{t("originalPrice")}</span>
              <del className="text-lg text-muted-foreground" data-testid="original-price">{formatQuetzales(coupon.originalPriceCents)}</del>
            </>
          )}
        </p>
        {savings > 0 && (
          <p className="text-sm font-semibold text-green-700 dark:text-green-400">
            {t("savings", { amount: formatQuetzales(savings), p: coupon.discountPercent })}
          </p>
        )}
        {/* SPEC's cart adds IVA on top: say so beside the price, so the total is no surprise. */}
        <p className="text-xs text-muted-foreground" data-testid="tax-note">{t("taxNote")}</p>
      </div>

      {coupon.isFlashSale && (
        <div className="flex flex-col gap-2 rounded-lg bg-flash p-3 text-flash-foreground">
          <p className="flex items-center gap-2 font-semibold">
            <Clock aria-hidden className="size-4" />
            {t("limitedTime")}
          </p>
          <FlashCountdown endTime={coupon.endTime} />
        </div>
      )}

      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm">
          <span className="font-medium">{t("stockTitle")}</span>
          <span className={cn("font-semibold", level === "critical" && "text-red-700", level === "low" && "text-orange-700")}>
            {t("stockCount", { remaining: coupon.remaining, total: coupon.totalStock })}
          </span>
        </div>
        <div
          role="meter"
          aria-label={t("stockLabel", { remaining: coupon.remaining, total: coupon.totalStock })}
          aria-valuemin={0}
          aria-valuemax={coupon.totalStock}
          aria-valuenow={coupon.remaining}
          className="h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div data-level={level} className={cn("h-full rounded-full", BAR_COLOUR[level])} style={{ width: `${stockPercent(coupon.remaining, coupon.totalStock)}%` }} />
        </div>
        <p className="text-sm text-muted-foreground">{t("soldCount", { sold: coupon.sold })}</p>
      </div>

      <div id={BUY_BLOCK_ID}>
        {soldOut ? (
          <Button type="button" size="lg" disabled className="w-full">
            {t("soldOut")}
          </Button>
        ) : (
          <AddToCartButton
            item={{ id: coupon.id, title: coupon.title, priceCents: coupon.discountPriceCents, image: coupon.imageUrl }}
            label={t("buy")}
            className="w-full"
          />
        )}
      </div>
      <StickyBuyBar
        targetId={BUY_BLOCK_ID}
        price={formatQuetzales(coupon.discountPriceCents)}
        originalPrice={coupon.originalPriceCents !== null && savings > 0 ? formatQuetzales(coupon.originalPriceCents) : null}
        discount={coupon.discountPercent > 0 ? t("discountBadge", { p: coupon.discountPercent }) : null}
        soldOut={soldOut}
        labels={{ region: t("stickyBarLabel"), buy: t("buy"), soldOut: t("soldOut"), price: t("price"), originalPrice: t("originalPrice") }}
      />

      <div className="flex flex-wrap gap-2">
        <SaveButton couponId={coupon.id} />
        <ShareButton title={coupon.title} url={url} />
        <Button asChild variant="outline" className="flex-1">
          <a href={whatsApp} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden />
            {t("shareWhatsApp")}
          </a>
        </Button>
      </div>

      <ul className="grid grid-cols-2 gap-2 text-xs text-muted-foreground">
        {trust.map(([Icon, label]) => (
          <li key={label} className="flex items-center gap-1.5">
            <Icon aria-hidden className="size-4 text-primary" />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

"use client";

import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { Button } from "@/components/ui/button";
import type { StockLevel } from "@/lib/domain/stock";
import { cn } from "@/lib/utils";
import { FlashCountdown } from "./flash-countdown";
import { SaveButton } from "./save-button";
import { ShareButton } from "./share-button";
import { SpriteIcon } from "./sprite-icon";
import { StickyBuyBar } from "./sticky-buy-bar";
import { UsdHint } from "@/components/money/usd-rate";

/** The in-page buy button's block, watched by the phone's sticky bar. */
const BUY_BLOCK_ID = "comprar";
const BAR_COLOUR = { critical: "bg-red-600", low: "bg-orange-500", normal: "bg-primary" } as const;
const TRUST_ICONS = ["shield-check", "zap", "thumbs-up", "store"] as const;

/** What the panel shows, its texts already translated and formatted on the server. */
export interface PurchasePanelData {
  /** The icon sprite's versioned URL (./sprite-icon.tsx). */
  sprite: string;
  item: { id: string; title: string; priceCents: number; image: string | null };
  url: string;
  whatsApp: string;
  price: string;
  /** Only when there is a saving. */
  originalPrice: string | null;
  savings: string | null;
  discount: string | null;
  /** ISO end time of a flash sale (the countdown), else null. */
  flashEnds: string | null;
  stock: {
    remaining: number;
    total: number;
    level: StockLevel;
    percent: number;
    count: string;
    label: string;
    sold: string;
    /** 'N en proceso de pago' when unpaid orders hold units, else null. */
    inProcess: string | null;
  };
  soldOut: boolean;
  labels: {
    price: string;
    originalPrice: string;
    taxNote: string;
    limitedTime: string;
    stockTitle: string;
    buy: string;
    soldOut: string;
    stickyBar: string;
    shareWhatsApp: string;
    trust: string[];
  };
}

/**
 * Price block, flash countdown, stock bar, buy / save / share and the trust labels. Drawn by the
 * browser's bundle from its data: as server elements its tags and classes went out twice (markup,
 * then again in the React payload); its buttons were islands already.
 */
export function PurchasePanelView({ data }: { data: PurchasePanelData }) {
  const { labels: l, stock } = data;
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-3">
          <span className="sr-only">{l.price}</span>
          <span className="text-3xl font-bold text-primary" data-testid="price">
            {data.price}
          </span>
          <UsdHint cents={data.item.priceCents} className="text-base text-muted-foreground" />
          {data.originalPrice && (
            <>
              <span className="sr-only">{l.originalPrice}</span>
              <del className="text-lg text-muted-foreground" data-testid="original-price">
                {data.originalPrice}
              </del>
            </>
          )}
        </p>
        {data.savings && <p className="text-sm font-semibold text-green-700 dark:text-green-400">{data.savings}</p>}
        {/* The cart adds IVA (12%) on top: say so beside the price, so the total is no surprise. */}
        <p className="text-xs text-muted-foreground" data-testid="tax-note">
          {l.taxNote}
        </p>
      </div>

      {data.flashEnds && (
        <div className="flex flex-col gap-2 rounded-lg bg-flash p-3 text-flash-foreground">
          <p className="flex items-center gap-2 font-semibold">
            <SpriteIcon sprite={data.sprite} name="clock" className="size-4" />
            {l.limitedTime}
          </p>
          <FlashCountdown endTime={data.flashEnds} />
        </div>
      )}

      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm">
          <span className="font-medium">{l.stockTitle}</span>
          <span
            className={cn(
              "font-semibold",
              stock.level === "critical" && "text-red-700",
              stock.level === "low" && "text-orange-700",
            )}
          >
            {stock.count}
          </span>
        </div>
        <div
          role="meter"
          aria-label={stock.label}
          aria-valuemin={0}
          aria-valuemax={stock.total}
          aria-valuenow={stock.remaining}
          className="h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            data-level={stock.level}
            className={cn("h-full rounded-full", BAR_COLOUR[stock.level])}
            style={{ width: `${stock.percent}%` }}
          />
        </div>
        <p className="text-sm text-muted-foreground">{stock.sold}</p>
        {stock.inProcess && (
          <p className="text-sm text-muted-foreground" data-testid="stock-in-process">
            {stock.inProcess}
          </p>
        )}
      </div>

      <div id={BUY_BLOCK_ID}>
        {data.soldOut ? (
          <Button type="button" size="lg" disabled className="w-full">
            {l.soldOut}
          </Button>
        ) : (
          <AddToCartButton item={data.item} label={l.buy} className="w-full" />
        )}
      </div>
      <StickyBuyBar
        targetId={BUY_BLOCK_ID}
        price={data.price}
        originalPrice={data.originalPrice}
        discount={data.discount}
        soldOut={data.soldOut}
        labels={{ region: l.stickyBar, buy: l.buy, soldOut: l.soldOut, price: l.price, originalPrice: l.originalPrice }}
      />

      <div className="flex flex-wrap gap-2">
        <SaveButton couponId={data.item.id} />
        <ShareButton title={data.item.title} url={data.url} />
        <Button asChild variant="outline" className="flex-1">
          <a href={data.whatsApp} target="_blank" rel="noopener noreferrer" data-testid="share-whatsapp">
            <SpriteIcon sprite={data.sprite} name="message-circle" />
            {l.shareWhatsApp}
          </a>
        </Button>
      </div>

      <ul className="grid grid-cols-2 gap-2 text-xs text-muted-foreground">
        {l.trust.map((label, i) => (
          <li key={label} className="flex items-center gap-1.5">
            <SpriteIcon sprite={data.sprite} name={TRUST_ICONS[i]!} className="size-4 text-primary" />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

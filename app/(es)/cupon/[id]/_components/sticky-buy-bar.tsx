"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

interface StickyBuyBarProps {
  /** id of the in-page buy block: the bar shows only while it is off screen. */
  targetId: string;
  price: string;
  originalPrice: string | null;
  discount: string | null;
  soldOut: boolean;
  labels: { region: string; buy: string; soldOut: string; price: string; originalPrice: string };
}

/**
 * Phones: price and 'Comprar este cupón' above the bottom navigation while the
 * in-page buy button is off screen. Its button clicks the in-page one, so the cart and checkout
 * stay one code path. Hidden until JavaScript runs (without it the button could do nothing).
 */
export function StickyBuyBar({ targetId, price, originalPrice, discount, soldOut, labels }: StickyBuyBarProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setVisible(!entry!.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  const buy = () => {
    const button = document.getElementById(targetId)?.querySelector<HTMLButtonElement>("button:not([disabled])");
    button?.click();
  };

  return (
    <section
      aria-label={labels.region}
      data-testid="sticky-buy-bar"
      data-slot="sticky-buy-bar"
      hidden={!visible}
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t bg-background/95 px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <span className="sr-only">{labels.price}</span>
          <span className="text-xl font-bold text-primary">{price}</span>
          {originalPrice && (
            <>
              <span className="sr-only">{labels.originalPrice}</span>
              <del className="text-sm text-muted-foreground">{originalPrice}</del>
            </>
          )}
          {discount && <span className="rounded bg-red-600 px-1.5 text-xs font-bold text-white">{discount}</span>}
        </p>
        <Button type="button" size="lg" className="h-11 shrink-0" disabled={soldOut} onClick={buy}>
          {soldOut ? labels.soldOut : labels.buy}
        </Button>
      </div>
    </section>
  );
}

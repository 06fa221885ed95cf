"use client";

import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { useSyncExternalStore, type MouseEvent } from "react";
import { toast } from "@/components/feedback/toast";
import {
  abCtaKey,
  getAbVariant,
  recordAbEvent,
  type AbState,
  type AbStorage,
  type AbVariant,
} from "@/lib/domain/ab-test";
import { useCart } from "@/components/cart/cart-context";
import { buttonVariants } from "@/components/ui/button";
import type { CartLineInput } from "@/lib/domain/cart";
import { cn } from "@/lib/utils";

// One assignment per page load, shared by every card's button.
let state: AbState | null = null;

function browserStorage(): AbStorage | null {
  try {
    return window.localStorage;
  } catch (error) {
    console.warn("A/B test storage unavailable; using variantA", error);
    return null;
  }
}

const subscribe = () => () => {};
const clientVariant = (): AbVariant => (state ??= getAbVariant(browserStorage(), Date.now())).variant;
// The server (and the crawler) always sees variantA; the browser switches to its assignment.
const serverVariant = (): AbVariant => "variantA";

interface AbCtaProps {
  couponId: string;
  isFlashSale: boolean;
  /** A regular (non-flash) coupon's cart line: its button adds one unit to the cart. */
  cartItem?: CartLineInput;
  className?: string;
}

/**
 * The A/B-tested call to action; clicks are recorded. A regular offer's button ('AGREGAR AL CARRITO'
 * / 'APROVECHAR OFERTA') adds the coupon to the cart; a flash offer's opens the coupon. Both stay
 * links in the server HTML, so without JavaScript every button still leads to the coupon.
 */
export function AbCta({ couponId, isFlashSale, cartItem, className }: AbCtaProps) {
  const t = useTranslations("abTest");
  const tCart = useTranslations("cart");
  const { add } = useCart();
  const variant = useSyncExternalStore(subscribe, clientVariant, serverVariant);
  const addsToCart = !isFlashSale && cartItem !== undefined;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (state?.active)
      recordAbEvent(browserStorage(), { eventType: "cta_click", variant, data: { couponId, isFlashSale } }, Date.now());
    if (!addsToCart) return;
    event.preventDefault();
    add(cartItem, 1);
    toast.success(tCart("addedShort"));
  };
  return (
    <Link
      href={`/cupon/${couponId}`}
      onClick={onClick}
      data-testid="ab-cta"
      data-variant={variant}
      data-action={addsToCart ? "add-to-cart" : "open"}
      className={cn(buttonVariants({ variant: isFlashSale ? "flash" : "default", size: "sm" }), "cta", className)}
    >
      {t(abCtaKey(variant, isFlashSale))}
    </Link>
  );
}

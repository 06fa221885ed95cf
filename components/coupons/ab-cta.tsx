"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { abCtaKey, getAbVariant, recordAbEvent, type AbState, type AbStorage, type AbVariant } from "@/lib/domain/ab-test";
import { buttonVariants } from "@/components/ui/button";
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
  className?: string;
}

/** SPEC 9 A/B call to action. Until the cart exists it opens the coupon; clicks are recorded. */
export function AbCta({ couponId, isFlashSale, className }: AbCtaProps) {
  const t = useTranslations("abTest");
  const variant = useSyncExternalStore(subscribe, clientVariant, serverVariant);
  const onClick = () => {
    if (state?.active) recordAbEvent(browserStorage(), { eventType: "cta_click", variant, data: { couponId, isFlashSale } }, Date.now());
  };
  return (
    <Link
      href={`/cupon/${couponId}`}
      onClick={onClick}
      data-testid="ab-cta"
      data-variant={variant}
      className={cn(buttonVariants({ variant: isFlashSale ? "flash" : "default", size: "sm" }), "w-full font-bold", className)}
    >
      {t(abCtaKey(variant, isFlashSale))}
    </Link>
  );
}

"use client";

import { X } from "@/components/ui/icons";

import { PROMO_BAR_KEY, PROMO_DISMISSED_ATTR } from "./boot-script";

export function PromoBarDismiss({ label }: { label: string }) {
  function dismiss() {
    try {
      localStorage.setItem(PROMO_BAR_KEY, "true");
    } catch {
      // Storage blocked: the bar still hides for this page view.
    }
    document.documentElement.setAttribute(PROMO_DISMISSED_ATTR, "true");
  }

  return (
    <button
      type="button"
      onClick={dismiss}
      aria-label={label}
      className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-flash-foreground focus-visible:outline-none"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

"use client";

import { createElement } from "react";
import { withMessageBundle } from "@/components/layout/lazy-messages";
import { checkoutModeAction } from "@/lib/actions/orders/checkout-mode";
import type { CheckoutMode } from "@/lib/domain/checkout";
import { DEFAULT_CF_LIMIT_CENTS } from "@/lib/domain/fel/cf-limit";
import { CheckoutDialog } from "./checkout-dialog";

/**
 * How this server takes payment, asked at run time: one build may run with either setting. With
 * it the 'CF' limit (the default when the server could not answer: the action checks it anyway).
 */
async function askCheckoutMode(): Promise<{ mode: CheckoutMode | null; cfLimitCents: number }> {
  try {
    const answer = await checkoutModeAction({});
    return answer.ok ? answer.data : { mode: null, cfLimitCents: DEFAULT_CF_LIMIT_CENTS };
  } catch {
    return { mode: null, cfLimitCents: DEFAULT_CF_LIMIT_CENTS };
  }
}

/**
 * The checkout dialog with its messages (lib/i18n/message-bundles.ts) and the payment mode, both
 * fetched in parallel when the checkout first opens, so the dialog's first paint already has the
 * right fields (never a card field that then disappears), for cart-provider's next/dynamic.
 */
export async function loadCheckoutDialog() {
  const [Dialog, { mode, cfLimitCents }] = await Promise.all([
    withMessageBundle("checkout", CheckoutDialog),
    askCheckoutMode(),
  ]);
  return function LoadedCheckoutDialog({ onClose }: { onClose: () => void }) {
    return createElement(Dialog, { onClose, mode, cfLimitCents });
  };
}

"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { quoteCartAction } from "@/lib/actions/orders/quote-cart";
import type { ActionResult } from "@/lib/actions/define-action";
import type { CartQuote as ServerQuote } from "@/lib/data/orders/orders";
import { reviewQuote, type CartQuote, type PriceChange, type UnavailableLine } from "@/lib/domain/cart";
import { useCart } from "./cart-context";

/** The server's quote in the cart's terms; a line's reason becomes its Spanish label. */
function toCartQuote(quote: ServerQuote, reasonLabel: (reason: string, remaining: number) => string): CartQuote {
  return {
    lines: quote.lines.map((l) => ({
      couponId: l.couponId,
      title: l.title ?? "",
      unitCents: l.unitPriceCents ?? 0,
      remaining: l.remaining,
      available: l.reason === null,
      reason: l.reason ? reasonLabel(l.reason, l.remaining) : undefined,
    })),
    subtotalCents: quote.totals.subtotalCents,
    ivaCents: quote.totals.ivaCents,
    totalCents: quote.totals.totalCents,
  };
}

export type QuoteStatus = "checking" | "checked" | "failed";

export interface CheckoutQuote {
  status: QuoteStatus;
  priceChanges: PriceChange[];
  /** Lines the server cannot sell, still in the cart (removing one drops it from here). */
  unavailable: UnavailableLine[];
  /** The signed-in shopper's loyalty credit in cents (the order takes up to its subtotal). */
  creditBalanceCents: number;
  refresh: () => void;
}

/**
 * Re-prices the cart from the database when the checkout opens (a price kept in the browser is
 * never trusted). A changed price is taken into the cart at once (and listed, so the shopper sees
 * why the total moved); sold-out or expired lines are listed for the shopper to remove. A failed
 * quote does not block paying: the order action prices everything again itself.
 */
export function useCheckoutQuote(onFailure: (result: Extract<ActionResult, { ok: false }>) => boolean): CheckoutQuote {
  const { items, setPrice } = useCart();
  const t = useTranslations("cart.reasons");
  const [status, setStatus] = useState<QuoteStatus>("checking");
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);
  const [unavailable, setUnavailable] = useState<UnavailableLine[]>([]);
  const [creditBalanceCents, setCreditBalanceCents] = useState(0);
  // The latest cart and callbacks without re-quoting on every quantity change.
  const latest = useRef({ items, setPrice, onFailure, t });
  useEffect(() => {
    latest.current = { items, setPrice, onFailure, t };
  });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    const cart = latest.current.items;
    if (cart.length === 0) return;
    quoteCartAction({ items: cart.map((i) => ({ couponId: i.id, quantity: i.quantity })) })
      .then((result) => {
        if (!live) return;
        if (!result.ok) {
          if (!latest.current.onFailure(result)) setStatus("failed");
          return;
        }
        const label = (reason: string, remaining: number) => latest.current.t(reason, { remaining });
        const review = reviewQuote(cart, toCartQuote(result.data, label));
        for (const change of review.priceChanges) latest.current.setPrice(change.id, change.toCents);
        setPriceChanges((before) => [
          ...before.filter((b) => !review.priceChanges.some((c) => c.id === b.id)),
          ...review.priceChanges,
        ]);
        setUnavailable(review.unavailable);
        setCreditBalanceCents(result.data.creditBalanceCents);
        setStatus("checked");
      })
      .catch(() => live && setStatus("failed"));
    return () => {
      live = false;
    };
  }, [round]);

  const refresh = useCallback(() => {
    setStatus("checking");
    setRound((r) => r + 1);
  }, []);

  const inCart = new Set(items.map((i) => i.id));
  return {
    status,
    priceChanges,
    unavailable: unavailable.filter((u) => inCart.has(u.id)),
    creditBalanceCents,
    refresh,
  };
}

"use client";

import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { CartSheetProvider } from "@/components/layout/cart-sheet";
import { cartTotals, type CartLineInput } from "@/lib/domain/cart";
import { CartContext } from "./cart-context";
import { CartUrlOpener } from "./cart-url-opener";
import { dispatchCart, getCartSnapshot, getServerCartSnapshot, subscribeCart } from "./cart-store";

// The form, its schema, zod and its messages load only when a shopper actually opens the checkout.
// The open sheet's lines, totals and empty state, with their messages, load when it first opens.
const CartSheetBody = dynamic(() => import("./cart-sheet-loader").then((m) => m.loadCartSheetBody()), { ssr: false });
const CheckoutDialog = dynamic(() => import("./checkout-loader").then((m) => m.loadCheckoutDialog()), { ssr: false });

const actions = {
  add: (item: CartLineInput, quantity?: number) => dispatchCart({ type: "add", item, quantity }),
  setQuantity: (id: string, quantity: number) => dispatchCart({ type: "setQuantity", id, quantity }),
  remove: (id: string) => dispatchCart({ type: "remove", id }),
  clear: () => dispatchCart({ type: "clear" }),
  setPrice: (id: string, priceCents: number) => dispatchCart({ type: "setPrice", id, priceCents }),
};

/**
 * The cart for the whole shell: state in localStorage (prices are re-checked by the server), the
 * one cart sheet of both headers with its badge and contents, and the checkout dialog.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const items = useSyncExternalStore(subscribeCart, getCartSnapshot, getServerCartSnapshot);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const openCheckout = useCallback(() => setCheckoutOpen(true), []);
  const totals = useMemo(() => cartTotals(items), [items]);
  const value = useMemo(() => ({ items, totals, openCheckout, ...actions }), [items, totals, openCheckout]);

  return (
    <CartContext.Provider value={value}>
      <CartSheetProvider itemCount={totals.totalItems} content={<CartSheetBody />}>
        {children}
        <CartUrlOpener />
        {checkoutOpen && <CheckoutDialog onClose={() => setCheckoutOpen(false)} />}
      </CartSheetProvider>
    </CartContext.Provider>
  );
}

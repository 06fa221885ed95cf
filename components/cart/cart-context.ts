"use client";

import { createContext, useContext } from "react";
import type { CartItem, CartLineInput, CartTotals } from "@/lib/domain/cart";

// The cart's context and hook on their own, so the pieces the provider renders (cart contents,
// lines, the checkout) read the cart without importing the provider back.

export interface CartContextValue {
  items: CartItem[];
  totals: CartTotals;
  add: (item: CartLineInput, quantity?: number) => void;
  setQuantity: (id: string, quantity: number) => void;
  remove: (id: string) => void;
  clear: () => void;
  setPrice: (id: string, priceCents: number) => void;
  /** Closes the cart sheet's way into the checkout dialog (mounted only while open). */
  openCheckout: () => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}

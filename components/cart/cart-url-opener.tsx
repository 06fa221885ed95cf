"use client";

import { useEffect } from "react";
import { useCartSheet } from "@/components/layout/cart-sheet";

export const OPEN_CART_PARAM = "carrito";

/**
 * Opens the cart when the page is loaded with ?carrito=1 (where sign-in sends the shopper back
 * to finish paying), then drops the parameter so a reload or a shared link does not reopen it.
 * Read from window.location after mount: useSearchParams would make every static page dynamic.
 */
export function CartUrlOpener() {
  const { setOpen } = useCartSheet();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(OPEN_CART_PARAM) !== "1") return;
    url.searchParams.delete(OPEN_CART_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    setOpen(true);
  }, [setOpen]);
  return null;
}

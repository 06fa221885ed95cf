"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { ShoppingCart } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useLazySheet } from "@/components/ui/lazy-sheet";
import { IconBadge } from "./icon-badge";

interface CartSheetContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  itemCount: number;
}

// The sheet's frame and Radix Dialog load on first open (or when a page opens the cart).
const loadDialog = () => import("./cart-sheet-dialog");
const CartSheetDialog = dynamic(loadDialog, { ssr: false });

const CartSheetContext = createContext<CartSheetContextValue | null>(null);

/** Opens or closes the one cart sheet from anywhere in the shell (e.g. after "Agregar al carrito"). */
export function useCartSheet(): CartSheetContextValue {
  const value = useContext(CartSheetContext);
  if (!value) throw new Error("useCartSheet must be used within a CartSheetProvider.");
  return value;
}

export interface CartSheetProviderProps {
  children: ReactNode;
  /** Units in the cart, shown as a badge on the header buttons. */
  itemCount?: number;
  /** The sheet's body below its title: the cart's lines, totals and checkout, or its empty state. */
  content: ReactNode;
}

/**
 * One cart sheet for both headers. The cart feature plugs in by rendering this provider with
 * `itemCount` and `content` from its own state.
 */
export function CartSheetProvider({ children, itemCount = 0, content }: CartSheetProviderProps) {
  // The lazy sheets' open state (an Escape while the dialog is still loading closes it); the
  // cart has two triggers, one per header, so the hook's trigger props are not used here.
  const { open, setOpen, mounted } = useLazySheet(loadDialog);
  const value = useMemo(() => ({ open, setOpen, itemCount }), [open, setOpen, itemCount]);

  return (
    <CartSheetContext.Provider value={value}>
      {children}
      {mounted ? (
        <CartSheetDialog open={open} onOpenChange={setOpen}>
          {content}
        </CartSheetDialog>
      ) : null}
    </CartSheetContext.Provider>
  );
}

/** The header cart button; its badge shows the number of units once a cart provides them. */
export function CartButton() {
  const t = useTranslations("cart");
  const { open, setOpen, itemCount } = useCartSheet();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={itemCount > 0 ? t("openWithCount", { count: itemCount }) : t("open")}
      onClick={() => setOpen(true)}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {itemCount > 0 ? <IconBadge className="bg-primary text-primary-foreground">{itemCount}</IconBadge> : null}
    </Button>
  );
}

"use client";

import { useLayoutEffect, useRef, type ReactNode } from "react";
import { useTranslations } from "next-intl";

import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";

export interface CartSheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The open cart sheet's frame (cart-sheet.tsx loads it, with Radix Dialog, on first open). The
 * cart opens from buttons that are not Radix triggers ('Comprar este cupón', the header's cart),
 * so Radix has nothing to give the focus back to on close and it fell to the page's body
 * (tests/e2e/keyboard-purchase.spec.ts): the element focused when it opened gets it back.
 */
export default function CartSheetDialog({ open, onOpenChange, children }: CartSheetDialogProps) {
  const t = useTranslations("cart");
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus scope moves the focus inside (a passive effect).
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const restoreFocus = (event: Event) => {
    const el = opener.current;
    if (el && el.isConnected && el !== document.body) {
      event.preventDefault();
      el.focus();
    }
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="gap-0" onCloseAutoFocus={restoreFocus}>
        <SheetHeader className="border-b">
          <SheetTitle>{t("title")}</SheetTitle>
          <SheetDescription>{t("description")}</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}

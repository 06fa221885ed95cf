"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";

export interface CartSheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The open cart sheet's frame (cart-sheet.tsx loads it, with Radix Dialog, on first open). */
export default function CartSheetDialog({ open, onOpenChange, children }: CartSheetDialogProps) {
  const t = useTranslations("cart");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="gap-0">
        <SheetHeader className="border-b">
          <SheetTitle>{t("title")}</SheetTitle>
          <SheetDescription>{t("description")}</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}

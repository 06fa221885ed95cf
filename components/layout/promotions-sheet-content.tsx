"use client";

import Link from "@/components/i18n/link";
import { Icon } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { returnFocusTo, type LazySheetProps } from "@/components/ui/lazy-sheet";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { PROMOTION_LINKS } from "./nav-links";

export type PromotionsSheetContentProps = LazySheetProps;

/** The open sheet of the 3 promotion pages (promotions-sheet.tsx loads it on first open). */
export default function PromotionsSheetContent({ open, onOpenChange, triggerRef }: PromotionsSheetContentProps) {
  const t = useTranslations("nav");
  const tLinks = useTranslations("nav.links");

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        className="gap-0 rounded-t-2xl pb-[env(safe-area-inset-bottom)]"
        onCloseAutoFocus={returnFocusTo(triggerRef)}
      >
        <SheetHeader>
          <SheetTitle>{t("promotionsTitle")}</SheetTitle>
          <SheetDescription>{t("promotionsDescription")}</SheetDescription>
        </SheetHeader>
        <ul className="grid gap-2 px-4 pb-6">
          {PROMOTION_LINKS.map(({ href, labelKey, icon }) => (
            <li key={href}>
              <SheetClose asChild>
                <Link
                  href={href}
                  className="flex items-center gap-3 rounded-lg border bg-card p-3 text-sm font-medium hover:bg-accent"
                >
                  <Icon name={icon} className="size-5 text-flash" aria-hidden="true" />
                  {tLinks(labelKey)}
                </Link>
              </SheetClose>
            </li>
          ))}
        </ul>
      </SheetContent>
    </Sheet>
  );
}

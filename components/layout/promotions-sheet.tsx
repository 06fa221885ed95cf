"use client";

import dynamic from "next/dynamic";
import { Gift } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { useLazySheet } from "@/components/ui/lazy-sheet";
import { bottomBarItemClass } from "./bottom-bar-link";

// The sheet (Radix Dialog and its links) loads on first open.
const loadSheet = () => import("./promotions-sheet-content");
const PromotionsSheetContent = dynamic(loadSheet, { ssr: false });

/** The bottom bar's Promociones entry (with its NEW badge) and the sheet of the 3 promotion pages. */
export function PromotionsSheet() {
  const t = useTranslations("nav");
  const { open, setOpen, mounted, triggerProps, triggerRef } = useLazySheet(loadSheet);

  return (
    <>
      <button className={bottomBarItemClass} {...triggerProps}>
        <span className="relative">
          <Gift aria-hidden="true" />
          <span
            data-slot="new-badge"
            className="absolute -top-2 -right-5 rounded-full bg-flash px-1.5 py-px text-[0.6rem] leading-tight font-bold text-flash-foreground"
          >
            {t("newBadge")}
          </span>
        </span>
        <span>{t("promotions")}</span>
      </button>
      {mounted ? <PromotionsSheetContent open={open} onOpenChange={setOpen} triggerRef={triggerRef} /> : null}
    </>
  );
}

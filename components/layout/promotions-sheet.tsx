"use client";

import Link from "next/link";
import { Gift, Icon } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { bottomBarItemClass } from "./bottom-bar-link";
import { PROMOTION_LINKS } from "./nav-links";

/** The bottom bar's Promociones entry (with its NEW badge) and the sheet of the 3 promotion pages. */
export function PromotionsSheet() {
  const t = useTranslations("nav");
  const tLinks = useTranslations("nav.links");

  return (
    <Sheet>
      <SheetTrigger className={bottomBarItemClass}>
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
      </SheetTrigger>
      <SheetContent side="bottom" className="gap-0 rounded-t-2xl pb-[env(safe-area-inset-bottom)]">
        <SheetHeader>
          <SheetTitle>{t("promotionsTitle")}</SheetTitle>
          <SheetDescription>{t("promotionsDescription")}</SheetDescription>
        </SheetHeader>
        <ul className="grid gap-2 px-4 pb-6">
          {PROMOTION_LINKS.map(({ href, labelKey, icon }) => (
            <li key={href}>
              <SheetClose asChild>
                <Link href={href} className="flex items-center gap-3 rounded-lg border bg-card p-3 text-sm font-medium hover:bg-accent">
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

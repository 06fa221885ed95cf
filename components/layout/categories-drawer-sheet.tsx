"use client";

import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { returnFocusTo, type LazySheetProps } from "@/components/ui/lazy-sheet";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { CategoryIcon } from "./category-icon";
import { SEARCH_HREF } from "./nav-links";
import type { NavCategory } from "./nav-category";

export interface CategoriesDrawerSheetProps extends LazySheetProps {
  categories: NavCategory[];
}

/** The open category drawer (categories-drawer.tsx loads it on first open): 12 category tiles. */
export default function CategoriesDrawerSheet({
  categories,
  open,
  onOpenChange,
  triggerRef,
}: CategoriesDrawerSheetProps) {
  const t = useTranslations("nav");

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="gap-0 overflow-y-auto" onCloseAutoFocus={returnFocusTo(triggerRef)}>
        <SheetHeader className="border-b">
          <SheetTitle>{t("categoriesTitle")}</SheetTitle>
          <SheetDescription>{t("categoriesDescription")}</SheetDescription>
        </SheetHeader>
        <ul className="grid grid-cols-2 gap-2 p-4">
          {categories.map((category) => (
            <li key={category.id}>
              <SheetClose asChild>
                <Link
                  href={category.href}
                  className="flex h-full flex-col items-start gap-2 rounded-lg border bg-card p-3 text-sm font-medium hover:bg-accent"
                >
                  <span
                    className="flex size-8 items-center justify-center rounded-md text-white"
                    style={{ backgroundColor: category.color }}
                  >
                    <CategoryIcon name={category.icon} className="size-4" />
                  </span>
                  {category.name}
                </Link>
              </SheetClose>
            </li>
          ))}
        </ul>
        <div className="px-4 pb-6">
          <SheetClose asChild>
            <Button asChild variant="outline" className="w-full">
              <Link href={SEARCH_HREF}>{t("allCoupons")}</Link>
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}

"use client";

import Link from "next/link";
import { LayoutGrid } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { CategoryIcon } from "./category-icon";
import { SEARCH_HREF } from "./nav-links";
import type { NavCategory } from "./nav-category";

/** The category drawer of both headers: 12 category tiles. `withLabel` shows "Categorías" beside the icon. */
export function CategoriesDrawer({ categories, withLabel = false }: { categories: NavCategory[]; withLabel?: boolean }) {
  const t = useTranslations("nav");

  return (
    <Sheet>
      <SheetTrigger asChild>
        {withLabel ? (
          <Button variant="ghost">
            <CategoryGridIcon />
            {t("categories")}
          </Button>
        ) : (
          <Button variant="ghost" size="icon" aria-label={t("openCategories")}>
            <CategoryGridIcon />
          </Button>
        )}
      </SheetTrigger>
      <SheetContent side="left" className="gap-0 overflow-y-auto">
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

function CategoryGridIcon() {
  return <LayoutGrid className="size-5" aria-hidden="true" />;
}

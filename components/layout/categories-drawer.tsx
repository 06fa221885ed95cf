"use client";

import dynamic from "next/dynamic";
import { LayoutGrid } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useLazySheet } from "@/components/ui/lazy-sheet";
import type { NavCategory } from "./nav-category";

// The sheet (Radix Dialog and the tiles) loads on first open: most visits never open it.
const loadSheet = () => import("./categories-drawer-sheet");
const CategoriesDrawerSheet = dynamic(loadSheet, { ssr: false });

/** The category drawer of both headers: 12 category tiles. `withLabel` shows "Categorías" beside the icon. */
export function CategoriesDrawer({
  categories,
  withLabel = false,
}: {
  categories: NavCategory[];
  withLabel?: boolean;
}) {
  const t = useTranslations("nav");
  const { open, setOpen, mounted, triggerProps, triggerRef } = useLazySheet(loadSheet);

  return (
    <>
      {withLabel ? (
        <Button variant="ghost" {...triggerProps}>
          <CategoryGridIcon />
          {t("categories")}
        </Button>
      ) : (
        <Button variant="ghost" size="icon" aria-label={t("openCategories")} {...triggerProps}>
          <CategoryGridIcon />
        </Button>
      )}
      {mounted ? (
        <CategoriesDrawerSheet categories={categories} open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
      ) : null}
    </>
  );
}

function CategoryGridIcon() {
  return <LayoutGrid className="size-5" aria-hidden="true" />;
}

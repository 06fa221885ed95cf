"use client";

import dynamic from "next/dynamic";
import { Menu } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useLazySheet } from "@/components/ui/lazy-sheet";
import type { NavCategory } from "./nav-category";

// The menu (Radix Dialog and Collapsible, account section, links) loads on first open.
const loadSheet = () => import("./menu-drawer-sheet");
const MenuDrawerSheet = dynamic(loadSheet, { ssr: false });

/** Mobile menu: account section, a collapsible category list and quick-access links. */
export function MenuDrawer({ categories }: { categories: NavCategory[] }) {
  const t = useTranslations("nav");
  const { open, setOpen, mounted, triggerProps, triggerRef } = useLazySheet(loadSheet);

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={t("openMenu")} {...triggerProps}>
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {mounted ? (
        <MenuDrawerSheet categories={categories} open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
      ) : null}
    </>
  );
}

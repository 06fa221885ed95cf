"use client";

import Link from "@/components/i18n/link";
import { ChevronDown, Icon } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { returnFocusTo, type LazySheetProps } from "@/components/ui/lazy-sheet";
import { CategoryIcon } from "./category-icon";
import { MenuAccountSection } from "./menu-account-section";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { QUICK_ACCESS_LINKS } from "./nav-links";
import type { NavCategory } from "./nav-category";

const linkClass = "flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent";

export interface MenuDrawerSheetProps extends LazySheetProps {
  categories: NavCategory[];
}

/** The open mobile menu (menu-drawer.tsx loads it on first open). */
export default function MenuDrawerSheet({ categories, open, onOpenChange, triggerRef }: MenuDrawerSheetProps) {
  const t = useTranslations("nav");
  const tLinks = useTranslations("nav.links");

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="gap-0 overflow-y-auto" onCloseAutoFocus={returnFocusTo(triggerRef)}>
        <SheetHeader className="border-b">
          <SheetTitle>{t("menuTitle")}</SheetTitle>
          <SheetDescription>{t("menuDescription")}</SheetDescription>
        </SheetHeader>
        <MenuAccountSection linkClass={linkClass} />
        <Separator />
        <nav aria-label={t("categories")} className="p-2">
          <Collapsible>
            <CollapsibleTrigger className="group flex w-full items-center justify-between rounded-md px-3 py-2 text-sm font-semibold hover:bg-accent">
              {t("categories")}
              <ChevronDown
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </CollapsibleTrigger>
            <CollapsibleContent>
              <ul className="py-1">
                {categories.map((category) => (
                  <li key={category.id}>
                    <SheetClose asChild>
                      <Link href={category.href} className={linkClass}>
                        <CategoryIcon name={category.icon} className="size-4" style={{ color: category.color }} />
                        {category.name}
                      </Link>
                    </SheetClose>
                  </li>
                ))}
              </ul>
            </CollapsibleContent>
          </Collapsible>
        </nav>
        <Separator />
        <nav aria-label={t("quickAccess")} className="p-2">
          <h3 className="px-3 py-2 text-sm font-semibold">{t("quickAccess")}</h3>
          <ul>
            {QUICK_ACCESS_LINKS.map(({ href, labelKey, icon }) => (
              <li key={href}>
                <SheetClose asChild>
                  <Link href={href} className={linkClass}>
                    <Icon name={icon} className="size-4 text-flash" aria-hidden="true" />
                    {tLinks(labelKey)}
                  </Link>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
        <Separator />
        {/* On phones the language switch lives here: the header has no room and the footer is lg+. */}
        <div className="p-2">
          <LanguageSwitch className="block px-3 py-2" />
        </div>
      </SheetContent>
    </Sheet>
  );
}

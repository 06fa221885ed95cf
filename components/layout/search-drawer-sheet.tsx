"use client";

import { GetForm } from "@/components/search/get-form";
import Link from "@/components/i18n/link";
import { Icon, TrendingUp } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { returnFocusTo, type LazySheetProps } from "@/components/ui/lazy-sheet";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { QUICK_ACCESS_LINKS, SEARCH_HREF } from "./nav-links";
import { useLocalizedHref } from "@/components/i18n/use-localized-href";

export interface SearchDrawerSheetProps extends LazySheetProps {
  popular: Array<{ term: string; href: string }>;
}

/** The open search drawer (search-drawer.tsx loads it on first open). */
export default function SearchDrawerSheet({ popular, open, onOpenChange, triggerRef }: SearchDrawerSheetProps) {
  const t = useTranslations("search");
  const localize = useLocalizedHref();
  const tLinks = useTranslations("nav.links");

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="top" className="gap-0 overflow-y-auto" onCloseAutoFocus={returnFocusTo(triggerRef)}>
        <SheetHeader>
          <SheetTitle>{t("title")}</SheetTitle>
          <SheetDescription>{t("description")}</SheetDescription>
        </SheetHeader>
        <GetForm
          action={localize(SEARCH_HREF)}
          role="search"
          className="flex gap-2 px-4"
          onSubmit={() => onOpenChange(false)}
        >
          <label htmlFor="search-drawer-q" className="sr-only">
            {t("label")}
          </label>
          <Input
            id="search-drawer-q"
            name="q"
            type="search"
            required
            placeholder={t("placeholder")}
            enterKeyHint="search"
          />
          <Button type="submit">{t("submit")}</Button>
        </GetForm>
        <section className="px-4 pt-5" aria-labelledby="search-drawer-quick">
          <h3 id="search-drawer-quick" className="mb-2 text-sm font-semibold">
            {t("quickAccess")}
          </h3>
          <ul className="grid grid-cols-2 gap-2">
            {QUICK_ACCESS_LINKS.map(({ href, labelKey, icon }) => (
              <li key={href}>
                <SheetClose asChild>
                  <Link
                    href={href}
                    className="flex items-center gap-2 rounded-lg border bg-card p-3 text-sm font-medium hover:bg-accent"
                  >
                    <Icon name={icon} className="size-4 text-flash" aria-hidden="true" />
                    {tLinks(labelKey)}
                  </Link>
                </SheetClose>
              </li>
            ))}
          </ul>
        </section>
        <section className="px-4 pt-5 pb-6" aria-labelledby="search-drawer-popular">
          <h3 id="search-drawer-popular" className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
            <TrendingUp className="size-4" aria-hidden="true" />
            {t("popular")}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {popular.map(({ term, href }) => (
              <li key={term}>
                <SheetClose asChild>
                  <Link
                    href={href}
                    className="inline-flex rounded-full border bg-secondary px-3 py-1.5 text-sm hover:bg-accent"
                  >
                    {term}
                  </Link>
                </SheetClose>
              </li>
            ))}
          </ul>
        </section>
      </SheetContent>
    </Sheet>
  );
}

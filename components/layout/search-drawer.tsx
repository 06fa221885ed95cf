"use client";

import dynamic from "next/dynamic";
import { Search } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useLazySheet } from "@/components/ui/lazy-sheet";

// The drawer (Radix Dialog, the form and its links) loads on first open.
const loadSheet = () => import("./search-drawer-sheet");
const SearchDrawerSheet = dynamic(loadSheet, { ssr: false });

/**
 * Mobile search: a GET form to /buscar, quick-access tiles and the 6 popular searches, whose links
 * the server builds (searchHref) so this island does not bundle the URL-state module.
 */
export function SearchDrawer({ popular }: { popular: Array<{ term: string; href: string }> }) {
  const tNav = useTranslations("nav");
  const { open, setOpen, mounted, triggerProps, triggerRef } = useLazySheet(loadSheet);

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={tNav("openSearch")} {...triggerProps}>
        <Search className="size-5" aria-hidden="true" />
      </Button>
      {mounted ? (
        <SearchDrawerSheet popular={popular} open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
      ) : null}
    </>
  );
}

"use client";

import { useRef, useSyncExternalStore } from "react";
import { GetForm } from "@/components/search/get-form";
import { Search } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { SEARCH_HREF } from "./nav-links";
import { useModShortcut } from "./use-mod-shortcut";
import { useLocalizedHref } from "@/components/i18n/use-localized-href";

const noSubscribe = () => () => {};
const isApplePlatform = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** Desktop search box: GET /buscar?q=…; Ctrl+K (Cmd+K on Apple) focuses it. */
export function DesktopSearch() {
  const t = useTranslations("nav");
  const localize = useLocalizedHref();
  const inputRef = useRef<HTMLInputElement>(null);
  // The server renders "Ctrl K"; Apple visitors see "⌘K" right after hydration.
  const apple = useSyncExternalStore(noSubscribe, isApplePlatform, () => false);
  const shortcut = apple ? "⌘K" : "Ctrl K";

  useModShortcut("k", () => {
    const input = inputRef.current;
    // Below 768px the box is hidden (display: none): leave Ctrl+K alone there.
    if (!input || input.offsetParent === null) return false;
    input.focus();
    input.select();
  });

  return (
    <GetForm
      action={localize(SEARCH_HREF)}
      role="search"
      className="group/search relative flex h-9 w-full max-w-md items-center rounded-md border border-input bg-background shadow-xs transition-[color,box-shadow] focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50"
    >
      <Search className="pointer-events-none absolute left-3 size-4 text-muted-foreground" aria-hidden="true" />
      <input
        ref={inputRef}
        name="q"
        type="search"
        required
        aria-label={t("searchLabel")}
        aria-keyshortcuts={apple ? "Meta+K" : "Control+K"}
        placeholder={t("searchPlaceholder")}
        className="h-full w-full min-w-0 bg-transparent pr-16 pl-9 text-sm outline-none placeholder:text-muted-foreground [&::-webkit-search-cancel-button]:hidden"
      />
      <kbd
        title={t("shortcutHint", { shortcut })}
        className="pointer-events-none absolute right-2 rounded border bg-muted px-1.5 py-0.5 font-sans text-[0.7rem] font-medium text-muted-foreground group-focus-within/search:hidden"
      >
        {shortcut}
      </kbd>
      <button type="submit" className="sr-only">
        {t("searchSubmit")}
      </button>
    </GetForm>
  );
}

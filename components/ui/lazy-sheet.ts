"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/**
 * The closed half of a sheet whose Radix Dialog loads on first open (Radix Dialog,
 * focus scope, scroll lock and the drawer's contents were in every page's first load, for sheets
 * most visitors never open). The trigger is a plain button with what Radix's trigger would set
 * (aria-haspopup, aria-expanded, data-state); `mounted` stays true after the first opening, so the
 * sheet animates closed, and closing gives focus back to the trigger, as Radix's own trigger does.
 * `preload` (the lazy module's import) starts the download when the pointer or focus reaches it.
 */
export function useLazySheet(preload?: () => unknown) {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const setOpen = useCallback((next: boolean) => {
    if (next) setMounted(true);
    setOpenState(next);
  }, []);

  const warm = useCallback(() => void preload?.(), [preload]);

  // Escape while the sheet is still loading: Radix is not there yet to hear it, and the sheet would
  // open after the visitor dismissed it. Radix's layers listen in the capture phase and mark the
  // Escape they dismiss with preventDefault, so this bubble-phase listener acts only on an Escape no
  // layer took: it still closes only the top dialog (the checkout over the cart), and it also
  // covers the moment the sheet is in the DOM but Radix's listener is not attached yet (a DOM check
  // for a dialog missed that window; seen as a CI flake in notifications-community.spec).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) setOpenState(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const triggerProps = {
    ref: triggerRef,
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    "data-state": open ? "open" : "closed",
    onClick: () => setOpen(true),
    onPointerEnter: warm,
    onFocus: warm,
  };

  return { open, setOpen, mounted, triggerProps, triggerRef };
}

/** What every lazily loaded sheet module takes from its closed half (useLazySheet). */
export interface LazySheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** For the lazy sheet's SheetContent: focus returns to the page's trigger when the sheet closes. */
export function returnFocusTo(triggerRef: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };
}

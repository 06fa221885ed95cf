"use client";

import { useEffect, useEffectEvent } from "react";

/**
 * Calls `onShortcut` on Ctrl+key (Windows, Linux) or Cmd+key (macOS), instead of the browser's
 * action. Returning `false` from `onShortcut` leaves the key to the browser.
 */
export function useModShortcut(key: string, onShortcut: () => boolean | void): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
    if (event.key.toLowerCase() !== key) return;
    if (onShortcut() !== false) event.preventDefault();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}

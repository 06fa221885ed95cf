"use client";

import { useEffect, useEffectEvent } from "react";

/** Calls `onShortcut` on Ctrl+key (Windows, Linux) or Cmd+key (macOS), instead of the browser's action. */
export function useModShortcut(key: string, onShortcut: () => void): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
    if (event.key.toLowerCase() !== key) return;
    event.preventDefault();
    onShortcut();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}

"use client";

import { useEffect } from "react";

/**
 * Marks <html data-hydrated> once the shell's client islands have mounted (their keyboard
 * shortcuts and drawers work from then on). End-to-end tests wait for it before interacting.
 */
export function ShellReady() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "true");
  }, []);
  return null;
}

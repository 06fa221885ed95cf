"use client";

import { useEffect, useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import type { ToasterProps } from "sonner";
import { loadToaster, subscribeToasterMount, toasterMountRequested } from "@/components/feedback/toast";

const Sonner = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });

/**
 * The layout's Toaster, mounted on the visitor's first tap or key press (so its live region is in
 * the page before the first toast) or on the first toast, whichever comes first; a page view
 * without interaction never loads sonner (components/feedback/toast.ts).
 */
export function Toaster(props: ToasterProps) {
  const requested = useSyncExternalStore(subscribeToasterMount, toasterMountRequested, () => false);

  useEffect(() => {
    if (toasterMountRequested()) return;
    const onFirst = () => void loadToaster();
    const options = { once: true, passive: true, capture: true } as const;
    window.addEventListener("pointerdown", onFirst, options);
    window.addEventListener("keydown", onFirst, options);
    return () => {
      window.removeEventListener("pointerdown", onFirst, options);
      window.removeEventListener("keydown", onFirst, options);
    };
  }, []);

  return requested ? <Sonner {...props} /> : null;
}

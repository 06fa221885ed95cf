"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import { swipeDismisses } from "./toast-swipe-rule";

/**
 * Swipe-right-to-dismiss at exactly 50 px for sonner toasts (see toast-swipe-rule.ts). Only one
 * toast is visible at a time, so the dragged toast is the front one: the newest active toast.
 */
export function ToastSwipe() {
  useEffect(() => {
    let drag: { x: number; y: number; el: HTMLElement } | null = null;

    const onDown = (e: PointerEvent) => {
      const el = (e.target as Element | null)?.closest<HTMLElement>("[data-sonner-toast]");
      if (!el || el.dataset.front !== "true" || (e.target as Element).closest("button")) return;
      drag = { x: e.clientX, y: e.clientY, el };
    };
    const onMove = (e: PointerEvent) => {
      if (!drag) return;
      drag.el.style.translate = `${Math.max(0, e.clientX - drag.x)}px 0`;
    };
    const onUp = (e: PointerEvent) => {
      if (!drag) return;
      const { x, y, el } = drag;
      drag = null;
      el.style.translate = "";
      if (!swipeDismisses(e.clientX - x, e.clientY - y)) return;
      const front = toast.getToasts().at(-1);
      if (front) toast.dismiss(front.id);
    };

    document.addEventListener("pointerdown", onDown);
    document.addEventListener("pointermove", onMove);
    document.addEventListener("pointerup", onUp);
    document.addEventListener("pointercancel", onUp);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("pointermove", onMove);
      document.removeEventListener("pointerup", onUp);
      document.removeEventListener("pointercancel", onUp);
    };
  }, []);
  return null;
}

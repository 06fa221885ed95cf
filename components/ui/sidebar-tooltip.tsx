"use client";

import { useEffect, useId, useState, type FocusEvent, type PointerEvent } from "react";
import { createPortal } from "react-dom";

/**
 * The collapsed desktop sidebar's name-beside-the-icon hint, without Radix Tooltip (its
 * Popper and floating-ui were ~18 KB gzip of every page's first JavaScript, for a hint only a
 * collapsed desktop sidebar shows). Like Radix's: opens at once on hover (not touch) or keyboard
 * focus, closes on leave, blur, press or Escape; role="tooltip", described-by while open, to the
 * right of the entry in a portal so the sidebar's overflow does not clip it.
 */
export function useSidebarTooltip(label: string | undefined, enabled: boolean) {
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const open = anchor !== null && enabled && Boolean(label);

  useEffect(() => {
    if (!open) return;
    const close = () => setAnchor(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("scroll", close, true);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", close, true);
    };
  }, [open]);

  const handlers = {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== "touch") setAnchor(event.currentTarget.getBoundingClientRect());
    },
    onPointerLeave: () => setAnchor(null),
    onPointerDown: () => setAnchor(null),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.matches(":focus-visible")) setAnchor(event.currentTarget.getBoundingClientRect());
    },
    onBlur: () => setAnchor(null),
  };

  const tip =
    open && anchor
      ? createPortal(
          <div
            id={id}
            role="tooltip"
            data-slot="tooltip-content"
            data-side="right"
            style={{
              position: "fixed",
              left: anchor.right + 6,
              top: anchor.top + anchor.height / 2,
              translate: "0 -50%",
            }}
            className="pointer-events-none z-50 w-fit animate-in rounded-md bg-primary px-3 py-1.5 text-xs text-balance text-primary-foreground fade-in-0 zoom-in-95 slide-in-from-left-2"
          >
            {label}
            <span
              aria-hidden="true"
              className="absolute top-1/2 -left-1 size-2.5 -translate-y-1/2 rotate-45 rounded-[2px] bg-primary"
            />
          </div>,
          document.body,
        )
      : null;

  return { handlers, describedBy: open ? id : undefined, tip };
}

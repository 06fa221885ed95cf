"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { ToastSwipe } from "./toast-swipe";

// shadcn's toaster without next-themes (the app has one light theme): brand tokens as sonner's colours.
function Toaster({ style, ...props }: ToasterProps) {
  return (
    <>
      <Sonner
        theme="light"
        className="toaster group"
        style={
          {
            "--normal-bg": "var(--popover)",
            "--normal-text": "var(--popover-foreground)",
            "--normal-border": "var(--border)",
            "--border-radius": "var(--radius)",
            ...style,
          } as React.CSSProperties
        }
        {...props}
        // sonner's own swipe is off: it dismisses at 45 px, the spec says 50 (ToastSwipe).
        swipeDirections={[]}
      />
      <ToastSwipe />
    </>
  );
}

export { Toaster };

import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/** The small count bubble on a header icon button; the button's aria-label already says the number. */
export function IconBadge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="icon-badge"
      className={cn(
        "absolute -top-1 -right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-none font-bold text-destructive-foreground",
        className,
      )}
    >
      {children}
    </span>
  );
}

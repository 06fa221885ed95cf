import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/** The small count bubble on a header icon button; the button's aria-label already says the number. */
export function IconBadge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span aria-hidden="true" data-slot="icon-badge" className={cn("icon-badge", className)}>
      {children}
    </span>
  );
}

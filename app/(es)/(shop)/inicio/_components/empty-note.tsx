import type { ReactNode } from "react";

/** A home section's empty state (no coupons or businesses to list yet). */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{children}</div>;
}

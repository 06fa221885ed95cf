import Link from "@/components/i18n/link";
import { Ticket } from "@/components/ui/icons";

import { cn } from "@/lib/utils";

/** The brand mark and name, linking home. `label` is the link's accessible name. */
export function Logo({
  label,
  brand,
  className,
  compact = false,
}: {
  label: string;
  brand: string;
  className?: string;
  compact?: boolean;
}) {
  return (
    <Link
      href="/"
      aria-label={label}
      className={cn("flex shrink-0 items-center gap-2 font-bold text-foreground", className)}
    >
      <span className="logo-mark">
        <Ticket className="size-4" aria-hidden="true" />
      </span>
      <span className={cn("text-lg tracking-tight", compact && "sr-only")}>{brand}</span>
    </Link>
  );
}

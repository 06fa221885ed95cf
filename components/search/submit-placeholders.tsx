"use client";

import { useEffect, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

// The loading placeholders for the list pages (6 home results and directory, 8 lists, 11 category
// tiles), without a loading.tsx: a route loading boundary makes React send the finished page in a
// hidden element revealed by an inline script, so without JavaScript only the skeleton showed, to
// readers and crawlers alike. The filters are plain GET forms; when one is sent, the placeholders
// take the results' place (globals.css hides the siblings after them) until the next page arrives.
// The document itself never holds loading UI.
type Shape = "card" | "tile";

const GRID: Record<Shape, string> = {
  card: "grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4",
  tile: "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4",
};

interface SubmitPlaceholdersProps {
  count: number;
  label: string;
  shape?: Shape;
  /** Shows the label as text above the placeholders (the category page's loading message). */
  showLabel?: boolean;
}

export function SubmitPlaceholders({ count, label, shape = "card", showLabel = false }: SubmitPlaceholdersProps) {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!event.defaultPrevented && form instanceof HTMLFormElement && form.method === "get") setPending(true);
    };
    // Back from the next page (back/forward cache): the results, not the placeholders.
    const onShow = () => setPending(false);
    document.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onShow);
    return () => {
      document.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onShow);
    };
  }, []);
  if (!pending) return null;
  return (
    <div data-submit-placeholders role="status" aria-label={label} aria-busy="true" className="flex flex-col gap-4">
      {showLabel && <p className="text-center text-muted-foreground">{label}</p>}
      <div className={GRID[shape]}>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton
            key={i}
            data-testid="submit-placeholder"
            className={cn(shape === "card" ? "aspect-[3/4] rounded-xl" : "h-16 rounded-xl")}
          />
        ))}
      </div>
    </div>
  );
}

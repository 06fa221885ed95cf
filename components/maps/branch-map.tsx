"use client";

import { useEffect, useRef, useState } from "react";
import type { MapPoint } from "./map-style";

interface BranchMapProps {
  points: MapPoint[];
  label: string;
  loading: string;
  /** A MapLibre style URL (MAP_STYLE_URL); null: markers over the bundled outline of Guatemala. */
  styleUrl: string | null;
  /** /empresas: many businesses, drawn as clustered circles instead of one marker each. */
  cluster?: boolean;
  /** The edit form: the single point's marker can be dragged; its new position is reported. */
  onDrag?: (point: { lat: number; lng: number }) => void;
  className?: string;
}

/**
 * A map of branches. MapLibre GL JS (~230 KB gzip) is imported only when the map is about to
 * scroll into view (IntersectionObserver, 200 px ahead), so it adds nothing to a page's first
 * load; without JavaScript, or where WebGL is missing, the box keeps its text and the page's
 * addresses and 'Cómo llegar' links stand on their own.
 */
export function BranchMap({ points, label, loading, styleUrl, cluster = false, onDrag, className }: BranchMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"waiting" | "ready" | "failed">("waiting");
  const dragRef = useRef(onDrag);
  useEffect(() => {
    dragRef.current = onDrag;
  }, [onDrag]);
  const key = JSON.stringify(points);

  useEffect(() => {
    const el = box.current;
    if (!el || points.length === 0) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        import("./maplibre-view")
          .then(({ mountMap }) =>
            mountMap(el, { points, styleUrl, cluster, onDrag: onDrag ? (p) => dragRef.current?.(p) : undefined }),
          )
          .then((d) => {
            if (cancelled) d();
            else {
              dispose = d;
              setState("ready");
            }
          })
          .catch(() => setState("failed"));
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      dispose?.();
    };
    // The points' content, not their identity: a re-render with the same branches keeps the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, styleUrl, cluster]);

  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      data-testid="branch-map"
      data-map-state={state}
      className={className ?? "relative aspect-[16/9] w-full overflow-hidden rounded-lg bg-muted"}
    >
      {state !== "ready" && (
        <p className="absolute inset-0 grid place-items-center text-sm text-muted-foreground">{loading}</p>
      )}
    </div>
  );
}

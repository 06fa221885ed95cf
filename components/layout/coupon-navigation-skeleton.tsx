"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect, useState } from "react";

// The skeleton's drawing is fetched when the browser is idle after the page has loaded (warm by
// the time anyone clicks a coupon), not with the page's first JavaScript.
const loadView = () => import("./coupon-skeleton-view");
const CouponSkeletonView = lazy(loadView);

// A coupon path, as the proxy accepts it (its own placeholder id for anything else).
const COUPON_HREF = /^\/cupon\/[^/?#]+$/;
// A navigation that never lands (offline, an error page) must not leave the skeleton up.
const GIVE_UP_MS = 15_000;

/**
 * The coupon page's loading skeleton. Shown in <main> from the click on any link to a coupon
 * until its page arrives (the pathname changes). The page itself has no Suspense or loading.tsx:
 * React hides a large finished boundary behind an inline script, so a reader without JavaScript
 * saw only the skeleton (bench/RESULTS.md, session 22). Client navigation is the only time a
 * skeleton can show, so it is drawn here, by one listener for the whole site.
 */
export function CouponNavigationSkeleton({ label }: { label: string }) {
  const pathname = usePathname();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000));
    idle(() => void loadView().catch(() => {}));
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (
        !(link instanceof HTMLAnchorElement) ||
        (link.target && link.target !== "_self") ||
        link.hasAttribute("download")
      )
        return;
      const url = new URL(link.href, window.location.href);
      if (
        url.origin !== window.location.origin ||
        !COUPON_HREF.test(url.pathname) ||
        url.pathname === window.location.pathname
      )
        return;
      setTarget(url.pathname);
    }
    // Capture: next/link cancels the click's default (it navigates itself) before a bubbling
    // listener on the document would run.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  // Arrived (or went elsewhere): the page replaces the skeleton.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setTarget(null);
  }

  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => setTarget(null), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [target]);

  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <CouponSkeletonView label={label} />
    </Suspense>
  );
}

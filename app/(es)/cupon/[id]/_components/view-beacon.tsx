"use client";

import { useEffect } from "react";

/** Counts one real visit of the page (the cached HTML cannot): a beacon to the view endpoint. */
export function ViewBeacon({ couponId }: { couponId: string }) {
  useEffect(() => {
    const url = `/api/cupones/${couponId}/vista`;
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url)) return;
    void fetch(url, { method: "POST", keepalive: true }).catch(() => {});
  }, [couponId]);
  return null;
}

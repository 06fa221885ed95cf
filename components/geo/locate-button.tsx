"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

interface LocateButtonProps {
  label: string;
  locating: string;
  denied: string;
  /** The picker to open when the location is denied or unavailable (a <details> element's id). */
  pickerId: string;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * 'Cerca de mí': asks the browser for its location only when pressed, then opens the same page
 * with ?cerca= rounded to three decimals (about 110 m). The position goes into the URL only; it is
 * never sent anywhere else. Denied or unavailable: the zone/city picker opens instead.
 */
export function LocateButton({ label, locating, denied, pickerId }: LocateButtonProps) {
  const router = useRouter();
  const [status, setStatus] = useState<"idle" | "locating" | "denied">("idle");
  const openPicker = () => {
    setStatus("denied");
    const picker = document.getElementById(pickerId);
    if (picker instanceof HTMLDetailsElement) picker.open = true;
  };
  const locate = () => {
    if (!("geolocation" in navigator)) return openPicker();
    setStatus("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const url = new URL(window.location.href);
        url.searchParams.set("cerca", `${round(coords.latitude)},${round(coords.longitude)}`);
        url.searchParams.delete("page");
        url.searchParams.delete("desde");
        setStatus("idle");
        router.push(`${url.pathname}?${url.searchParams.toString()}`);
      },
      openPicker,
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <>
      <button
        type="button"
        onClick={locate}
        disabled={status === "locating"}
        data-testid="near-me-button"
        className="h-9 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90 disabled:opacity-60"
      >
        {status === "locating" ? locating : label}
      </button>
      {status === "denied" && (
        <p role="status" className="text-sm text-muted-foreground" data-testid="near-me-denied">
          {denied}
        </p>
      )}
    </>
  );
}
